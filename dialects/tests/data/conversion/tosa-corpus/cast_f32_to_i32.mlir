// TOSA corpus case cast_f32_to_i32 (made by gen.py).
func.func @cast_f32_to_i32(%arg0: tensor<3x4xf32>) -> tensor<3x4xi32> {
  %0 = tosa.cast %arg0 : (tensor<3x4xf32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}
