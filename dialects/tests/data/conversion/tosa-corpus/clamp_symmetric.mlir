// TOSA corpus case clamp_symmetric (made by gen.py).
func.func @clamp_symmetric(%arg0: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
  %0 = tosa.clamp %arg0 {max_val = 1.0 : f32, min_val = -0.5 : f32} : (tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
  return %0 : tensor<3x2x4xf32>
}
