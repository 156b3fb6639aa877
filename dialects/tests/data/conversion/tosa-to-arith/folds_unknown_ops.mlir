func.func @f(%arg0: tensor<2xf32>, %i: index) -> (tensor<2xf32>, index) {
  %0 = tensor.cast %arg0 : tensor<2xf32> to tensor<2xf32>
  %c0 = index.constant 0
  %1 = index.add %i, %c0
  return %0, %1 : tensor<2xf32>, index
}
