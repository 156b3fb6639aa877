module {
  func.func @binary_int(%arg0: tensor<2x3xi32>, %arg1: tensor<1x3xi32>, %arg2: tensor<*xi32>) -> tensor<2x3xi32> {
    %0 = tosa.bitwise_or %arg0, %arg1 : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    %1 = tosa.bitwise_xor %0, %arg0 : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %2 = tosa.arithmetic_right_shift %1, %arg1 {round = true} : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    %3 = tosa.arithmetic_right_shift %2, %arg0 {round = false} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %4 = tosa.logical_left_shift %3, %arg1 : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    %5 = tosa.logical_right_shift %4, %arg1 : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    %6 = tosa.intdiv %5, %arg1 : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    %7 = tosa.bitwise_not %6 : (tensor<2x3xi32>) -> tensor<2x3xi32>
    %8 = tosa.clz %7 : (tensor<2x3xi32>) -> tensor<2x3xi32>
    %9 = tosa.bitwise_or %arg2, %arg2 : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
    %10 = tosa.intdiv %arg0, %arg0 : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<?x3xi32>
    return %8 : tensor<2x3xi32>
  }
  func.func @logical(%arg0: tensor<4xi1>, %arg1: tensor<1xi1>) -> tensor<4xi1> {
    %0 = tosa.logical_and %arg0, %arg1 : (tensor<4xi1>, tensor<1xi1>) -> tensor<4xi1>
    %1 = tosa.logical_or %0, %arg0 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %2 = tosa.logical_xor %1, %arg1 : (tensor<4xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %2 : tensor<4xi1>
  }
  func.func @float(%arg0: tensor<2x?xf32>, %arg1: tensor<1x1xf32>, %arg2: tensor<3xf16>, %arg3: tensor<*xbf16>) -> tensor<2x?xi1> {
    %0 = tosa.pow %arg0, %arg1 : (tensor<2x?xf32>, tensor<1x1xf32>) -> tensor<2x?xf32>
    %1 = tosa.sin %0 : (tensor<2x?xf32>) -> tensor<2x?xf32>
    %2 = tosa.cos %1 : (tensor<2x?xf32>) -> tensor<2x?xf32>
    %3 = tosa.erf %2 : (tensor<2x?xf32>) -> tensor<2x?xf32>
    %4 = tosa.greater_equal %3, %arg1 : (tensor<2x?xf32>, tensor<1x1xf32>) -> tensor<2x?xi1>
    %5 = tosa.sin %arg2 : (tensor<3xf16>) -> tensor<3xf16>
    %6 = tosa.cos %arg3 : (tensor<*xbf16>) -> tensor<*xbf16>
    %7 = tosa.erf %arg2 : (tensor<3xf16>) -> tensor<3xf16>
    %8 = tosa.pow %arg3, %arg3 : (tensor<*xbf16>, tensor<*xbf16>) -> tensor<*xbf16>
    return %4 : tensor<2x?xi1>
  }
  func.func @ints(%arg0: tensor<8xi8>, %arg1: tensor<8xi16>, %arg2: tensor<8xi64>, %arg3: tensor<8xui8>) -> tensor<8xi64> {
    %0 = tosa.bitwise_or %arg0, %arg0 : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %1 = tosa.bitwise_xor %arg1, %arg1 : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
    %2 = tosa.intdiv %arg2, %arg2 : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %3 = tosa.greater_equal %arg0, %arg0 : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %4 = tosa.clz %arg3 : (tensor<8xui8>) -> tensor<8xui8>
    %5 = tosa.logical_left_shift %arg1, %arg1 {tag = "x"} : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
    return %2 : tensor<8xi64>
  }
}

