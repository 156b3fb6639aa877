// TOSA corpus case concat_rows (made by gen.py).
func.func @concat_rows(%arg0: tensor<2x3xf32>, %arg1: tensor<1x3xf32>) -> tensor<3x3xf32> {
  %0 = tosa.concat %arg0, %arg1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
