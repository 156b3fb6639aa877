// TOSA corpus case reduce_sum (made by gen.py).
func.func @reduce_sum(%arg0: tensor<2x3x4xf32>) -> tensor<2x1x4xf32> {
  %0 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<2x3x4xf32>) -> tensor<2x1x4xf32>
  return %0 : tensor<2x1x4xf32>
}
