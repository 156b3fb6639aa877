// TOSA corpus case transpose (made by gen.py).
func.func @transpose(%arg0: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = tosa.transpose %arg0 {perms = array<i32: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}
