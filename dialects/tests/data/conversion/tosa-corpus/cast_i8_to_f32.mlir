// TOSA corpus case cast_i8_to_f32 (made by gen.py).
func.func @cast_i8_to_f32(%arg0: tensor<2x5xi8>) -> tensor<2x5xf32> {
  %0 = tosa.cast %arg0 : (tensor<2x5xi8>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}
