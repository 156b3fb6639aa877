// TOSA corpus case concat_channels (made by gen.py).
func.func @concat_channels(%arg0: tensor<1x2x2x1xf32>, %arg1: tensor<1x2x2x3xf32>, %arg2: tensor<1x2x2x2xf32>) -> tensor<1x2x2x6xf32> {
  %0 = tosa.concat %arg0, %arg1, %arg2 {axis = 3 : i32} : (tensor<1x2x2x1xf32>, tensor<1x2x2x3xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x6xf32>
  return %0 : tensor<1x2x2x6xf32>
}
