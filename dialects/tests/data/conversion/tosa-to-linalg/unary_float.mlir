// The float unary ops and their bodies (math and arith ops).
func.func @unary_f32(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = tosa.tanh %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.exp %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.log %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = tosa.abs %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = tosa.reciprocal %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = tosa.rsqrt %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %6 = tosa.sin %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = tosa.cos %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %8 = tosa.erf %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %9 = tosa.ceil %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %10 = tosa.floor %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %11 = tosa.negate %a, %zp, %zp : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

func.func @unary_f16(%a: tensor<4xf16>) -> (tensor<4xf16>, tensor<4xf16>, tensor<4xf16>) {
  %0 = tosa.tanh %a : (tensor<4xf16>) -> tensor<4xf16>
  %1 = tosa.reciprocal %a : (tensor<4xf16>) -> tensor<4xf16>
  %2 = tosa.sigmoid %a : (tensor<4xf16>) -> tensor<4xf16>
  return %0, %1, %2 : tensor<4xf16>, tensor<4xf16>, tensor<4xf16>
}

func.func @unary_dynamic(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = tosa.exp %a : (tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
