// A small CNN classifier in TOSA: conv2d + relu, max pool, then the NHWC feature map
// flattened into a linear layer (reshape, matmul, reshape, add). The permute back to
// NHWC before the flatten goes into the linear layer's weight (rows in NCHW order).
module @cnn_classifier {
  func.func @forward(%x: tensor<1x6x6x2xf32> loc("input")) -> tensor<1x4xf32> {
    %w = "tosa.const"() <{values = dense<[[[[0.125, -0.25], [0.25, -0.4375], [-0.375, -0.3125]], [[0.1875, -0.4375], [0.5, -0.125], [-0.4375, -0.375]], [[0.3125, 0.3125], [-0.375, -0.0625], [-0.375, 0.3125]]], [[[-0.4375, -0.3125], [-0.0625, -0.4375], [0.25, -0.4375]], [[-0.0625, -0.4375], [-0.25, 0.0625], [0.3125, -0.25]], [[-0.3125, 0.0625], [-0.1875, -0.3125], [-0.125, 0.1875]]], [[[-0.3125, -0.375], [-0.4375, -0.125], [0.4375, 0.3125]], [[0.125, 0.375], [0.375, 0.1875], [0.0625, -0.0625]], [[-0.1875, -0.0625], [-0.375, 0.0625], [0.5, 0.4375]]]]> : tensor<3x3x3x2xf32>}> : () -> tensor<3x3x3x2xf32> loc("w")
    %b = "tosa.const"() <{values = dense<[0.125, 0.375, 0.0625]> : tensor<3xf32>}> : () -> tensor<3xf32> loc("b")
    %fc = "tosa.const"() <{values = dense<[[[-0.1875, -0.15625, 0.25, 0.15625], [-0.09375, 0.0625, -0.125, 0.21875], [0.15625, -0.21875, -0.1875, 0.0625], [0.0625, 0.09375, 0.21875, 0.1875], [-0.1875, -0.1875, 0.0, 0.21875], [-0.1875, -0.21875, 0.03125, 0.1875], [0.03125, 0.125, 0.09375, -0.25], [0.1875, 0.09375, -0.09375, -0.15625], [0.21875, -0.21875, -0.0625, 0.03125], [-0.125, -0.03125, 0.125, 0.125], [0.21875, -0.1875, -0.09375, 0.1875], [0.125, 0.0, -0.125, 0.15625], [0.0, 0.15625, 0.09375, 0.125], [-0.03125, -0.125, -0.1875, -0.09375], [-0.125, -0.03125, -0.03125, -0.25], [0.21875, -0.09375, 0.0, 0.03125], [-0.25, -0.125, 0.15625, 0.09375], [0.0625, -0.125, 0.25, -0.21875], [0.1875, 0.125, 0.125, 0.125], [0.125, -0.15625, 0.21875, 0.125], [-0.21875, -0.0625, -0.1875, -0.0625], [0.1875, -0.09375, -0.15625, 0.0625], [-0.21875, -0.15625, -0.25, -0.125], [-0.15625, 0.09375, -0.25, -0.1875], [-0.0625, 0.125, -0.125, 0.0], [0.09375, 0.09375, 0.21875, -0.15625], [-0.15625, 0.21875, 0.1875, 0.21875]]]> : tensor<1x27x4xf32>}> : () -> tensor<1x27x4xf32> loc("fc")
    %fb = "tosa.const"() <{values = dense<[[0.4375, 0.0625, -0.375, -0.25]]> : tensor<1x4xf32>}> : () -> tensor<1x4xf32> loc("fb")
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x6x6x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x3xf32> loc("conv")
    %r = tosa.clamp %c {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32> loc("relu")
    %p = tosa.max_pool2d %r {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x6x6x3xf32>) -> tensor<1x3x3x3xf32> loc("pool")
    %s1 = tosa.const_shape {values = dense<[1, 1, 27]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %f = tosa.reshape %p, %s1 : (tensor<1x3x3x3xf32>, !tosa.shape<3>) -> tensor<1x1x27xf32> loc("flatten")
    %m = tosa.matmul %f, %fc, %zp, %zp : (tensor<1x1x27xf32>, tensor<1x27x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x4xf32> loc("fc_mm")
    %s2 = tosa.const_shape {values = dense<[1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %y = tosa.reshape %m, %s2 : (tensor<1x1x4xf32>, !tosa.shape<2>) -> tensor<1x4xf32> loc("logits_mm")
    %o = tosa.add %y, %fb : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32> loc("logits")
    return %o : tensor<1x4xf32>
  }
}
