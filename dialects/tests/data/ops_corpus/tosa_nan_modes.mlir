// CASE: tosa ops on unsigned element types, nan_mode and rounding_mode enum forms (bare, qualified, defaulted), zero points
func.func @unsigned(%b: tensor<2x3xui8>, %c: tensor<2x3xui16>) -> tensor<2x3xui8> {
  %0 = tosa.bitwise_not %b : (tensor<2x3xui8>) -> tensor<2x3xui8>
  %1 = tosa.clamp %0 {max_val = 200 : ui8, min_val = 3 : ui8} : (tensor<2x3xui8>) -> tensor<2x3xui8>
  %2 = tosa.bitwise_or %c, %c : (tensor<2x3xui16>, tensor<2x3xui16>) -> tensor<2x3xui16>
  return %1 : tensor<2x3xui8>
}

func.func @nan(%a: tensor<4x5xf32>, %b: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = tosa.maximum %a, %b {nan_mode = IGNORE} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %1 = tosa.minimum %0, %b {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %2 = tosa.clamp %1 {max_val = 6.0 : f32, min_val = 0.0 : f32, nan_mode = PROPAGATE} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %3 = tosa.reduce_max %2 {axis = 0 : i32, nan_mode = IGNORE} : (tensor<4x5xf32>) -> tensor<1x5xf32>
  %4 = tosa.reduce_min %2 {axis = 1 : i32} : (tensor<4x5xf32>) -> tensor<4x1xf32>
  %5 = tosa.argmax %2 {axis = 1 : i32, nan_mode = IGNORE} : (tensor<4x5xf32>) -> tensor<4xi32>
  return %2 : tensor<4x5xf32>
}
