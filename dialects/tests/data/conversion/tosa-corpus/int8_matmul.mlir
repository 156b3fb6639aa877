// TOSA corpus case int8_matmul (made by gen.py).
func.func @int8_matmul(%arg0: tensor<1x2x3xi8>, %arg1: tensor<1x3x4xi8>) -> tensor<1x2x4xi32> {
  %0 = "tosa.const"() <{values = dense<[1]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = "tosa.const"() <{values = dense<[-2]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = tosa.matmul %arg0, %arg1, %0, %1 : (tensor<1x2x3xi8>, tensor<1x3x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x4xi32>
  return %2 : tensor<1x2x4xi32>
}
