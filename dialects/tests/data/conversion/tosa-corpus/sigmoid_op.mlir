// TOSA corpus case sigmoid_op (made by gen.py).
func.func @sigmoid_op(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.sigmoid %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
