// tosa.rescale: per-tensor and per-channel, single and double rounding,
// zero points, i8/i16/i32 inputs and outputs.
func.func @rescale_i32_to_i8(%a: tensor<2x3xi32>) -> (tensor<2x3xi8>, tensor<2x3xi8>) {
  %mul = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shift = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %mul, %shift, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x3xi8>
  %muls = "tosa.const"() <{values = dense<[1073741824, 2147483647, 536870912]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %shifts = "tosa.const"() <{values = dense<[38, 39, 34]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %1 = tosa.rescale %a, %muls, %shifts, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0, %1 : tensor<2x3xi8>, tensor<2x3xi8>
}

func.func @rescale_i8_to_i32(%a: tensor<4xi8>) -> tensor<4xi32> {
  %mul = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shift = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %a, %mul, %shift, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

func.func @rescale_i16_dynamic(%a: tensor<?x2xi16>) -> tensor<?x2xi8> {
  %mul = "tosa.const"() <{values = dense<[1073741824, 1610612736]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %shift = "tosa.const"() <{values = dense<31> : tensor<2xi8>}> : () -> tensor<2xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %ozp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %mul, %shift, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<?x2xi16>, tensor<2xi32>, tensor<2xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<?x2xi8>
  return %0 : tensor<?x2xi8>
}
