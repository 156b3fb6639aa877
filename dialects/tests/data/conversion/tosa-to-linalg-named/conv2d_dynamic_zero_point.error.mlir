// A zero point that is not a constant cannot be lowered (upstream's
// pattern fails to match): the op stays illegal and the pass fails.
func.func @conv2d_zp_argument(%input: tensor<1x4x4x2xi8>, %weights: tensor<2x1x1x2xi8>, %bias: tensor<2xi32>, %izp: tensor<1xi8>) -> tensor<1x4x4x2xi32> {
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %input, %weights, %bias, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<2x1x1x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2xi32>
  return %0 : tensor<1x4x4x2xi32>
}
