// A small CNN written in TOSA (NHWC, as TOSA convolutions and pools are), for
// `convert-tosa-to-top`: conv2d + relu-clamp, max pool, a conv with a one-value bias,
// x * sigmoid(x), clamp to [-1, 6], padded 3x3 avg and max pools, sub, concat.
// After the import stage only the permutes at the input and the output are left.
module @cnn {
  func.func @forward(%arg0: tensor<1x8x8x3xf32> loc("input")) -> tensor<1x4x4x8xf32> {
    %w1 = "tosa.const"() <{values = dense<[[[[0.4375, -0.5, 0.5], [0.0, 0.0625, 0.3125], [0.375, 0.5, 0.5]], [[0.0, -0.5, 0.4375], [-0.5, -0.5, 0.1875], [-0.375, -0.0625, -0.0625]], [[-0.1875, 0.25, 0.125], [0.3125, -0.25, 0.1875], [0.0, -0.4375, 0.5]]], [[[-0.0625, -0.4375, 0.4375], [-0.0625, 0.375, 0.125], [-0.5, 0.0, 0.0625]], [[-0.0625, 0.25, -0.4375], [0.25, 0.3125, 0.0625], [-0.25, -0.4375, 0.25]], [[-0.5, 0.0625, 0.0625], [0.375, 0.4375, 0.4375], [0.0, -0.375, 0.4375]]], [[[-0.25, -0.0625, 0.4375], [-0.25, 0.375, -0.375], [-0.5, 0.3125, 0.375]], [[0.1875, -0.375, 0.1875], [-0.25, -0.3125, -0.4375], [0.0625, 0.25, 0.4375]], [[0.5, -0.4375, 0.375], [0.0625, 0.1875, 0.5], [0.0625, -0.3125, -0.4375]]], [[[0.25, -0.25, 0.4375], [-0.3125, -0.3125, 0.1875], [0.0, -0.25, -0.25]], [[0.0625, -0.0625, -0.5], [0.1875, 0.1875, 0.0625], [-0.4375, 0.5, -0.5]], [[-0.0625, -0.25, 0.125], [-0.0625, -0.0625, 0.4375], [0.375, 0.1875, 0.4375]]]]> : tensor<4x3x3x3xf32>}> : () -> tensor<4x3x3x3xf32> loc("w1")
    %b1 = "tosa.const"() <{values = dense<[0.0, -0.3125, -0.375, 0.0]> : tensor<4xf32>}> : () -> tensor<4xf32> loc("b1")
    %w2 = "tosa.const"() <{values = dense<[[[[-0.125, -0.21875, -0.0625, 0.15625], [-0.0625, 0.0, -0.125, -0.09375], [0.0, -0.09375, 0.15625, -0.15625]], [[0.25, 0.09375, -0.25, -0.09375], [-0.125, 0.03125, 0.21875, -0.15625], [0.0, 0.0, 0.15625, -0.125]], [[-0.03125, -0.21875, -0.25, 0.125], [-0.25, 0.1875, -0.1875, -0.0625], [0.25, -0.21875, -0.0625, -0.25]]], [[[-0.09375, -0.21875, -0.0625, 0.0], [-0.25, -0.03125, 0.09375, -0.125], [-0.25, 0.25, 0.15625, -0.15625]], [[-0.0625, 0.25, -0.09375, 0.09375], [0.21875, -0.125, -0.21875, 0.21875], [0.21875, 0.03125, -0.125, -0.25]], [[-0.0625, -0.1875, 0.0, 0.0], [-0.15625, -0.21875, -0.1875, 0.1875], [0.15625, -0.25, 0.125, 0.03125]]], [[[0.125, -0.0625, -0.25, -0.03125], [0.09375, -0.09375, 0.0, 0.09375], [0.03125, 0.1875, 0.09375, 0.21875]], [[0.125, -0.15625, -0.1875, 0.03125], [0.0625, 0.0, 0.0, -0.25], [-0.1875, 0.25, -0.09375, 0.15625]], [[-0.21875, 0.125, 0.0, -0.15625], [-0.1875, -0.03125, 0.1875, -0.09375], [-0.21875, -0.125, 0.1875, -0.15625]]], [[[-0.15625, 0.15625, -0.21875, 0.25], [-0.25, 0.15625, -0.03125, -0.0625], [0.25, 0.03125, 0.15625, 0.0625]], [[0.0625, 0.21875, -0.25, 0.25], [0.0, -0.25, -0.03125, -0.21875], [0.15625, -0.0625, 0.125, -0.21875]], [[-0.15625, 0.0, -0.15625, -0.03125], [-0.0625, -0.1875, 0.25, 0.21875], [0.25, 0.09375, 0.09375, 0.0625]]]]> : tensor<4x3x3x4xf32>}> : () -> tensor<4x3x3x4xf32> loc("w2")
    %b2 = "tosa.const"() <{values = dense<[0.0625]> : tensor<1xf32>}> : () -> tensor<1xf32> loc("b2")
    %zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %c1 = tosa.conv2d %arg0, %w1, %b1, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32> loc("conv1")
    %r1 = tosa.clamp %c1 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> loc("relu1")
    %p1 = tosa.max_pool2d %r1 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32> loc("pool1")
    %c2 = tosa.conv2d %p1, %w2, %b2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<4x3x3x4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32> loc("conv2")
    %s = tosa.sigmoid %c2 : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> loc("sigmoid")
    %m = tosa.mul %c2, %s, %shift : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1xi8>) -> tensor<1x4x4x4xf32> loc("swish")
    %k = tosa.clamp %m {max_val = 6.000000e+00 : f32, min_val = -1.000000e+00 : f32} : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> loc("clip")
    %a = tosa.avg_pool2d %k, %zp, %zp {acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32> loc("avgpool")
    %x = tosa.max_pool2d %k {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> loc("maxpool")
    %d = tosa.sub %a, %x : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> loc("sub")
    %o = tosa.concat %a, %d {axis = 3 : i32} : (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x8xf32> loc("output")
    return %o : tensor<1x4x4x8xf32>
  }
}
