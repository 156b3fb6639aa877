// TOSA corpus case clamp_relu6 (made by gen.py).
func.func @clamp_relu6(%arg0: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %0 = tosa.clamp %arg0 {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
