// TOSA corpus case exp_op (made by gen.py).
func.func @exp_op(%arg0: tensor<2x2x3xf32>) -> tensor<2x2x3xf32> {
  %0 = tosa.exp %arg0 : (tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  return %0 : tensor<2x2x3xf32>
}
