// TOSA corpus case transpose_nchw (made by gen.py).
func.func @transpose_nchw(%arg0: tensor<1x3x4x2xf32>) -> tensor<1x2x3x4xf32> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x3x4x2xf32>) -> tensor<1x2x3x4xf32>
  return %0 : tensor<1x2x3x4xf32>
}
