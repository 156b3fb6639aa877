// TOSA corpus case reduce_max (made by gen.py).
func.func @reduce_max(%arg0: tensor<3x5xf32>) -> tensor<1x5xf32> {
  %0 = tosa.reduce_max %arg0 {axis = 0 : i32} : (tensor<3x5xf32>) -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}
