// CASE: tosa elementwise ops with declarative formats: bitwise, logical, shifts, intdiv, pow, comparisons, unary math, broadcasting and unranked operands
func.func @binary_int(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>, %c: tensor<*xi32>) -> tensor<2x3xi32> {
  %0 = tosa.bitwise_or %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  %1 = tosa.bitwise_xor %0, %a : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %2 = tosa.arithmetic_right_shift %1, %b {round = true} : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  %3 = tosa.arithmetic_right_shift %2, %a {round = false} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %4 = tosa.logical_left_shift %3, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  %5 = tosa.logical_right_shift %4, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  %6 = tosa.intdiv %5, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  %7 = tosa.bitwise_not %6 : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %8 = tosa.clz %7 : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %9 = tosa.bitwise_or %c, %c : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  %10 = tosa.intdiv %a, %a : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<?x3xi32>
  return %8 : tensor<2x3xi32>
}

func.func @logical(%a: tensor<4xi1>, %b: tensor<1xi1>) -> tensor<4xi1> {
  %0 = tosa.logical_and %a, %b : (tensor<4xi1>, tensor<1xi1>) -> tensor<4xi1>
  %1 = tosa.logical_or %0, %a : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %2 = tosa.logical_xor %1, %b : (tensor<4xi1>, tensor<1xi1>) -> tensor<4xi1>
  return %2 : tensor<4xi1>
}

func.func @float(%a: tensor<2x?xf32>, %b: tensor<1x1xf32>, %h: tensor<3xf16>, %u: tensor<*xbf16>) -> tensor<2x?xi1> {
  %0 = tosa.pow %a, %b : (tensor<2x?xf32>, tensor<1x1xf32>) -> tensor<2x?xf32>
  %1 = tosa.sin %0 : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %2 = tosa.cos %1 : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %3 = tosa.erf %2 : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %4 = tosa.greater_equal %3, %b : (tensor<2x?xf32>, tensor<1x1xf32>) -> tensor<2x?xi1>
  %5 = tosa.sin %h : (tensor<3xf16>) -> tensor<3xf16>
  %6 = tosa.cos %u : (tensor<*xbf16>) -> tensor<*xbf16>
  %7 = tosa.erf %h : (tensor<3xf16>) -> tensor<3xf16>
  %8 = tosa.pow %u, %u : (tensor<*xbf16>, tensor<*xbf16>) -> tensor<*xbf16>
  return %4 : tensor<2x?xi1>
}

func.func @ints(%a: tensor<8xi8>, %b: tensor<8xi16>, %c: tensor<8xi64>, %u: tensor<8xui8>) -> tensor<8xi64> {
  %0 = tosa.bitwise_or %a, %a : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
  %1 = tosa.bitwise_xor %b, %b : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
  %2 = tosa.intdiv %c, %c : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
  %3 = tosa.greater_equal %a, %a : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
  %4 = tosa.clz %u : (tensor<8xui8>) -> tensor<8xui8>
  %5 = tosa.logical_left_shift %b, %b {tag = "x"} : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
  return %2 : tensor<8xi64>
}
