// TOSA corpus case tanh_op (made by gen.py).
func.func @tanh_op(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.tanh %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
