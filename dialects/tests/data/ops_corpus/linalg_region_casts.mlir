// CASE: named linalg ops whose region builder converts operands to a complex output element type (convertScalarToDtype: complex.re/im/create, a zero imaginary part for integers and floats)
func.func @float_to_complex(%a: tensor<4x4xf32>, %t: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
  %0 = linalg.copy ins(%a : tensor<4x4xf32>) outs(%t : tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
  return %0 : tensor<4x4xcomplex<f32>>
}
func.func @complex_to_complex(%a: tensor<4x4xcomplex<f16>>, %t: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
  %0 = linalg.copy ins(%a : tensor<4x4xcomplex<f16>>) outs(%t : tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
  return %0 : tensor<4x4xcomplex<f32>>
}
func.func @int_to_complex(%a: tensor<4x4xi8>, %t: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
  %0 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%a : tensor<4x4xi8>) outs(%t : tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
  return %0 : tensor<4x4xcomplex<f32>>
}
func.func @index_to_int(%a: tensor<4x4xindex>, %t: tensor<4x4xi32>) -> tensor<4x4xi32> {
  %0 = linalg.copy ins(%a : tensor<4x4xindex>) outs(%t : tensor<4x4xi32>) -> tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}
