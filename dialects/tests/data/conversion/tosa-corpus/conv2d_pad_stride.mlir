// TOSA corpus case conv2d_pad_stride (made by gen.py).
func.func @conv2d_pad_stride(%arg0: tensor<1x7x7x3xf32>, %arg1: tensor<4x3x3x3xf32>, %arg2: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x7x7x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return %1 : tensor<1x4x4x4xf32>
}
