func.func @f(%a: tensor<1x2x3xf32>, %b: tensor<2x3xf32>) -> tensor<*xf32> {
  %0 = tosa.log %a : (tensor<1x2x3xf32>) -> tensor<*xf32>
  %1 = tosa.add %0, %b : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}
