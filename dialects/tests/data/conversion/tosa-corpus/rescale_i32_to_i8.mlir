// TOSA corpus case rescale_i32_to_i8 (made by gen.py).
func.func @rescale_i32_to_i8(%arg0: tensor<2x6xi32>) -> tensor<2x6xi8> {
  %0 = "tosa.const"() <{values = dense<[1518500250]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %1 = "tosa.const"() <{values = dense<[38]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %3 = "tosa.const"() <{values = dense<[3]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %4 = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x6xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x6xi8>
  return %4 : tensor<2x6xi8>
}
