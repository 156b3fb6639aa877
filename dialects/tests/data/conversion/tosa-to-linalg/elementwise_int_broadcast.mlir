func.func @muli(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %0 = tosa.mul %arg0, %arg1, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @clampi(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.clamp %arg0 {min_val = -3 : i8, max_val = 5 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
func.func @rank0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @b2(%arg0: tensor<1x3xf32>, %arg1: tensor<2x1xf32>) -> tensor<2x3xf32> {
  %0 = tosa.sub %arg0, %arg1 : (tensor<1x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
