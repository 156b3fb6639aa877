func.func @consts() -> (tensor<2xi32>, tensor<f32>, tensor<2x2xi8>, tensor<3xf16>) {
  %0 = "tosa.const"() {values = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %1 = "tosa.const"() {values = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %2 = "tosa.const"() {values = dense<[[1, -2], [3, 127]]> : tensor<2x2xi8>} : () -> tensor<2x2xi8>
  %3 = "tosa.const"() {values = dense<[0.5, 1.5, -2.0]> : tensor<3xf16>} : () -> tensor<3xf16>
  return %0, %1, %2, %3 : tensor<2xi32>, tensor<f32>, tensor<2x2xi8>, tensor<3xf16>
}
func.func @keeps_other_tosa(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.const"() {values = dense<3> : tensor<2xi32>} : () -> tensor<2xi32>
  %1 = tosa.add %arg0, %0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %1 : tensor<2xi32>
}
