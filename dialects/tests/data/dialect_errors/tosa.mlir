// Invalid tosa ops: operand/attribute constraints, the tosa traits
// (broadcast, ranks, shape operands) and the op verifiers, custom and
// generic form.
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = tosa.bitwise_or %0, %0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xi32>
%1 = "x.src"() : () -> tensor<4x3xi32>
%2 = tosa.bitwise_or %0, %1 : (tensor<2x3xi32>, tensor<4x3xi32>) -> tensor<2x3xi32>
// -----
%0 = "x.src"() : () -> tensor<2x3xi32>
%1 = "tosa.bitwise_xor"(%0, %0) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x4xi32>
// -----
%0 = "x.src"() : () -> tensor<2x3xi32>
%1 = "x.src"() : () -> tensor<3xi32>
%2 = tosa.intdiv %0, %1 : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// -----
%0 = "x.src"() : () -> tensor<2x3xi16>
%1 = tosa.intdiv %0, %0 : (tensor<2x3xi16>, tensor<2x3xi16>) -> tensor<2x3xi16>
// -----
%0 = "x.src"() : () -> tensor<2xi32>
%1 = tosa.logical_and %0, %0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
// -----
%0 = "x.src"() : () -> tensor<2xi32>
%1 = tosa.sin %0 : (tensor<2xi32>) -> tensor<2xi32>
// -----
%0 = "x.src"() : () -> tensor<2x0xf32>
%1 = tosa.erf %0 : (tensor<2x0xf32>) -> tensor<2x0xf32>
// -----
%0 = "x.src"() : () -> tensor<2xf32>
%1 = tosa.greater_equal %0, %0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// -----
%0 = "x.src"() : () -> tensor<2xf32>
%1 = "tosa.arithmetic_right_shift"(%0, %0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// -----
%0 = "x.src"() : () -> tensor<2xi8>
%1 = "x.src"() : () -> tensor<2xi16>
%2 = tosa.pow %0, %1 : (tensor<2xi8>, tensor<2xi16>) -> tensor<2xi8>
// -----
%0 = "x.src"() : () -> !tosa.shape<2>
%1 = "x.src"() : () -> !tosa.shape<3>
%2 = tosa.add_shape %0, %1 : (!tosa.shape<2>, !tosa.shape<3>) -> !tosa.shape<2>
// -----
%0 = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
%1 = tosa.mul_shape %0, %0 : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<3>
// -----
%0 = "x.src"() : () -> !tosa.shape<2>
%1 = tosa.exp2_shape %0 : (!tosa.shape<2>) -> !tosa.shape<2>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = "x.src"() : () -> !tosa.shape<1>
%2 = tosa.reshape %0, %1 : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
// -----
%0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<3>
// -----
%0 = "tosa.const_shape"() <{values = dense<[[1, 2]]> : tensor<1x2xindex>}> : () -> !tosa.shape<2>
// -----
%0 = "tosa.const"() <{values = dense<1> : tensor<2xi32>}> : () -> tensor<2xi8>
// -----
%0 = "tosa.const"() <{values = dense<1> : tensor<2xi32>}> : () -> tensor<3xi32>
// -----
%0 = "tosa.const"() <{values = 1 : i32}> : () -> tensor<2xi32>
// -----
%0 = "x.src"() : () -> tensor<6xf32>
%1 = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
%2 = tosa.reshape %0, %1 : (tensor<6xf32>, !tosa.shape<2>) -> tensor<2x2xf32>
// -----
%0 = "x.src"() : () -> tensor<6xf32>
%1 = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
%2 = tosa.reshape %0, %1 : (tensor<6xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
// -----
%0 = "x.src"() : () -> tensor<6xf32>
%1 = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
%2 = tosa.reshape %0, %1 : (tensor<6xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
// -----
%0 = "x.src"() : () -> tensor<6xf32>
%1 = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
%2 = tosa.reshape %0, %1 : (tensor<6xf32>, !tosa.shape<2>) -> tensor<2x3xi32>
// -----
%0 = "x.src"() : () -> tensor<1x2x3xf32>
%1 = "x.src"() : () -> tensor<1x3x4xf16>
%z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
%2 = tosa.matmul %0, %1, %z, %z : (tensor<1x2x3xf32>, tensor<1x3x4xf16>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
// -----
%0 = "x.src"() : () -> tensor<1x2x3xi8>
%1 = "x.src"() : () -> tensor<1x3x4xi8>
%z = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
%2 = tosa.matmul %0, %1, %z, %z : (tensor<1x2x3xi8>, tensor<1x3x4xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x4xi32>
// -----
%0 = "x.src"() : () -> tensor<1x2x3xi16>
%z = "tosa.const"() <{values = dense<3> : tensor<1xi16>}> : () -> tensor<1xi16>
%2 = tosa.matmul %0, %0, %z, %z : (tensor<1x2x3xi16>, tensor<1x2x3xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x2xi48>
// -----
%0 = "x.src"() : () -> tensor<2x3xi32>
%1 = "x.src"() : () -> tensor<2x3xi16>
%s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
%2 = tosa.mul %0, %1, %s : (tensor<2x3xi32>, tensor<2x3xi16>, tensor<1xi8>) -> tensor<2x3xi32>
// -----
%0 = "x.src"() : () -> tensor<2x3xi32>
%s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
%2 = tosa.mul %0, %0, %s : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi16>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
%2 = tosa.mul %0, %0, %s : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = "x.src"() : () -> tensor<3xf32>
%s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
%2 = tosa.mul %0, %1, %s : (tensor<2x3xf32>, tensor<3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = "x.src"() : () -> tensor<2x3xf32>
%2 = tosa.add %0, %1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf16>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = "x.src"() : () -> tensor<4x3xf32>
%2 = tosa.sub %0, %1 : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = "tosa.sub"(%0, %0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%w = "x.src"() : () -> tensor<3x2x2x2xf32>
%b = "x.src"() : () -> tensor<3xf32>
%z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
%1 = tosa.conv2d %0, %w, %b, %z, %z {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x2xf32>, tensor<3x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x3xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%w = "x.src"() : () -> tensor<3x2x2x2xf32>
%b = "x.src"() : () -> tensor<3xf32>
%z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
%1 = tosa.conv2d %0, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x2xf32>, tensor<3x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x3xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%w = "x.src"() : () -> tensor<3x2x2x2xf32>
%b = "x.src"() : () -> tensor<3xf32>
%z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
%1 = tosa.conv2d %0, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: -1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x2xf32>, tensor<3x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x3xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%w = "x.src"() : () -> tensor<3x2x2x2xf32>
%b = "x.src"() : () -> tensor<3xf32>
%z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
%1 = tosa.conv2d %0, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x2xf32>, tensor<3x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%w = "x.src"() : () -> tensor<3x2x2x2xf32>
%b = "x.src"() : () -> tensor<2xf32>
%z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
%1 = tosa.conv2d %0, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x2xf32>, tensor<3x2x2x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x3xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xi8>
%w = "x.src"() : () -> tensor<3x2x2x2xf32>
%b = "x.src"() : () -> tensor<3xi32>
%z = "x.src"() : () -> tensor<1xi8>
%1 = tosa.conv2d %0, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x2xi8>, tensor<3x2x2x2xf32>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x7x7x3xi32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xi16>
%w = "x.src"() : () -> tensor<3x2x2x2xi8>
%b = "x.src"() : () -> tensor<3xi48>
%z = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
%zw = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
%1 = tosa.conv2d %0, %w, %b, %z, %zw {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x2xi16>, tensor<3x2x2x2xi8>, tensor<3xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x7x7x3xi48>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%w = "x.src"() : () -> tensor<3x2x2x2xf32>
%b = "x.src"() : () -> tensor<3xf32>
%z = "x.src"() : () -> tensor<1xf16>
%1 = tosa.conv2d %0, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x2xf32>, tensor<3x2x2x2xf32>, tensor<3xf32>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x7x7x3xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%w = "x.src"() : () -> tensor<3x2x2x2xf32>
%b = "x.src"() : () -> tensor<3xf32>
%z = "x.src"() : () -> tensor<1xf32>
%1 = "tosa.conv2d"(%0, %w, %b, %z, %z) <{acc_type = f32, dilation = array<i64: 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x8x8x2xf32>, tensor<3x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x3xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%w = "x.src"() : () -> tensor<2x2x2x3xf32>
%b = "x.src"() : () -> tensor<6xf32>
%z = "x.src"() : () -> tensor<1xf32>
%1 = tosa.depthwise_conv2d %0, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x2xf32>, tensor<2x2x2x3xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x7x6xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xbf16>
%w = "x.src"() : () -> tensor<2x2x2x3xbf16>
%b = "x.src"() : () -> tensor<6xbf16>
%z = "x.src"() : () -> tensor<1xbf16>
%1 = tosa.depthwise_conv2d %0, %w, %b, %z, %z {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x2xbf16>, tensor<2x2x2x3xbf16>, tensor<6xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x7x7x6xbf16>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%w = "x.src"() : () -> tensor<2x2x2x3xf32>
%b = "x.src"() : () -> tensor<6xf16>
%z = "x.src"() : () -> tensor<1xf32>
%1 = tosa.depthwise_conv2d %0, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 0, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x2xf32>, tensor<2x2x2x3xf32>, tensor<6xf16>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x6xf32>
// -----
%0 = "x.src"() : () -> tensor<4xf32>
%1 = tosa.clamp %0 {max_val = 1 : i32, min_val = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
// -----
%0 = "x.src"() : () -> tensor<4xf32>
%1 = tosa.clamp %0 {max_val = 1.0 : f32, min_val = 2.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
// -----
%0 = "x.src"() : () -> tensor<4xi8>
%1 = tosa.clamp %0 {max_val = -1 : i8, min_val = 2 : i8, nan_mode = IGNORE} : (tensor<4xi8>) -> tensor<4xi8>
// -----
%0 = "x.src"() : () -> tensor<4xui8>
%1 = tosa.clamp %0 {max_val = 1 : ui8, min_val = 200 : ui8} : (tensor<4xui8>) -> tensor<4xui8>
// -----
%0 = "x.src"() : () -> tensor<4xf32>
%1 = tosa.clamp %0 {max_val = 0x7FC00000 : f32, min_val = 0.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
// -----
%0 = "x.src"() : () -> tensor<4xf32>
%1 = tosa.clamp %0 {max_val = 1.0 : f32, min_val = 0.0 : f32} : (tensor<4xf32>) -> tensor<4xf16>
// -----
%0 = "x.src"() : () -> tensor<4xf32>
%1 = tosa.clamp %0 {max_val = 1.0 : f32, min_val = 0.0 : f32, nan_mode = FOO} : (tensor<4xf32>) -> tensor<4xf32>
// -----
%0 = "x.src"() : () -> tensor<4xf32>
%1 = "tosa.clamp"(%0) <{max_val = "a", min_val = 0.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%1 = tosa.max_pool2d %0 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x2xf32>) -> tensor<1x3x4x2xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%1 = tosa.max_pool2d %0 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 2, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x2xf32>) -> tensor<1x5x4x2xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%1 = tosa.max_pool2d %0 {kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x2xf32>) -> tensor<1x3x3x2xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%1 = tosa.max_pool2d %0 {kernel = array<i64: 0, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x2xf32>) -> tensor<1x4x4x2xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%1 = tosa.max_pool2d %0 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x2xf32>) -> tensor<1x4x4x2xf16>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%1 = "tosa.max_pool2d"(%0) <{kernel = array<i64: 2, 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x8x8x2xf32>) -> tensor<1x4x4x2xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%z = "x.src"() : () -> tensor<1xf32>
%1 = tosa.avg_pool2d %0, %z, %z {acc_type = f16, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xi8>
%z = "x.src"() : () -> tensor<1xi8>
%1 = tosa.avg_pool2d %0, %z, %z {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2xi8>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%z = "x.src"() : () -> tensor<1xf16>
%1 = tosa.avg_pool2d %0, %z, %z {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x2xf32>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x4x2xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%z = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
%1 = tosa.avg_pool2d %0, %z, %z {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
// -----
%0 = "x.src"() : () -> tensor<1x8x8x2xf32>
%z = "x.src"() : () -> tensor<1xf32>
%1 = tosa.avg_pool2d %0, %z, %z {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 3, 2>} : (tensor<1x8x8x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = tosa.transpose %0 {perms = array<i32: 0, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = tosa.transpose %0 {perms = array<i32: 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2x1xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xi32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = "x.src"() : () -> tensor<2x4xf32>
%2 = tosa.concat %0, %1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%2 = tosa.concat %0, %0 {axis = 2 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%2 = tosa.concat %0, %0 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = "x.src"() : () -> tensor<2x3x1xf32>
%2 = tosa.concat %0, %1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3x1xf32>) -> tensor<4x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%2 = tosa.concat %0, %0 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xi8>
// -----
%0 = "x.src"() : () -> tensor<4xi8>
%m = "x.src"() : () -> tensor<1xi32>
%s = "x.src"() : () -> tensor<1xi8>
%z = "x.src"() : () -> tensor<1xi8>
%1 = tosa.rescale %0, %m, %s, %z, %z {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
// -----
%0 = "x.src"() : () -> tensor<4xi8>
%m = "x.src"() : () -> tensor<2xi32>
%s = "x.src"() : () -> tensor<2xi8>
%z = "x.src"() : () -> tensor<1xi8>
%1 = tosa.rescale %0, %m, %s, %z, %z {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<2xi32>, tensor<2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
// -----
%0 = "x.src"() : () -> tensor<4xi8>
%m = "x.src"() : () -> tensor<1xi32>
%s = "x.src"() : () -> tensor<1xi8>
%z = "x.src"() : () -> tensor<1xi16>
%1 = tosa.rescale %0, %m, %s, %z, %z {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi8>
// -----
%0 = "x.src"() : () -> tensor<4xi16>
%m = "x.src"() : () -> tensor<1xi32>
%s = "x.src"() : () -> tensor<1xi8>
%z = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
%1 = tosa.rescale %0, %m, %s, %z, %z {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
// -----
%0 = "x.src"() : () -> tensor<4xi8>
%m = "x.src"() : () -> tensor<1xi32>
%s = "x.src"() : () -> tensor<1xi8>
%z = "x.src"() : () -> tensor<1xi8>
%1 = tosa.rescale %0, %m, %s, %z, %z {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = BAD_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
// -----
%0 = "x.src"() : () -> tensor<4xf32>
%1 = tosa.cast %0 : (tensor<4xf32>) -> tensor<5xi8>
// -----
%0 = "x.src"() : () -> tensor<4xf32>
%1 = tosa.cast %0 : (tensor<4xf32>) -> tensor<4xindex>
// -----
%0 = "x.src"() : () -> tensor<i1>
%1 = "x.src"() : () -> tensor<2xf32>
%2 = tosa.cond_if %0 : tensor<i1> -> tensor<2xf32> {
  tosa.yield %1 : tensor<2xf32>
}
// -----
%0 = "x.src"() : () -> tensor<i1>
%2 = tosa.cond_if %0 -> (tensor<2xf32>) {
}
// -----
%1 = "x.src"() : () -> tensor<2xf32>
%2 = tosa.while_loop (%a = %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> {
  tosa.yield %a : tensor<2xf32>
} do {
^bb0(%b: tensor<2xf32>):
  tosa.yield %b : tensor<2xf32>
}
// -----
%0 = "x.src"() : () -> tensor<1x4x4x2xf32>
%s = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
%o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
%1 = tosa.resize %0, %s, %o, %o {mode = CUBIC} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
// -----
%0 = "x.src"() : () -> tensor<1x4x4x2xf32>
%s = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
%1 = tosa.resize %0, %s, %s, %s {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x7x2xf32>
// -----
%0 = "x.src"() : () -> tensor<4xi32>
%1 = "x.src"() : () -> tensor<4xi16>
%2 = tosa.apply_scale %0, %0, %1 {rounding_mode = SINGLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi16>) -> tensor<4xi32>
// -----
tosa.variable @v : tensor<*xf32>
// -----
%0 = "x.src"() : () -> tensor<1x4x32xf32>
%1 = "x.src"() : () -> tensor<1x4x1xf8E8M0FNU>
%2 = tosa.cast_from_block_scaled %0, %1 {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf32>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x32xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = tosa.dim %0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<1xi32>
// -----
%0 = "x.src"() : () -> tensor<1x4x8xf32>
%1 = "x.src"() : () -> tensor<1x4x8xi32>
%2, %3 = tosa.fft2d %0, %1 {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xi32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
// -----
%0 = "x.src"() : () -> tensor<1x4x8xi32>
%2, %3 = tosa.rfft2d %0 : (tensor<1x4x8xi32>) -> (tensor<1x4x5xi32>, tensor<1x4x5xi32>)
// -----
%0 = "x.src"() : () -> tensor<1x2x3xi8>
%1 = "x.src"() : () -> tensor<1x3x4x!quant.uniform<i8:f32, 1.000000e+00>>
%z = "x.src"() : () -> tensor<1xi8>
%2 = tosa.matmul %0, %1, %z, %z : (tensor<1x2x3xi8>, tensor<1x3x4x!quant.uniform<i8:f32, 1.000000e+00>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x4xi32>
// -----
%0 = "tosa.const"() <{values = dense<1> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>
%1 = "tosa.const"() <{values = dense<1> : tensor<2xi16>}> : () -> tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>
// -----
%0 = "x.src"() : () -> tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>
%1 = tosa.clamp %0 {max_val = 1 : i8, min_val = 0 : i8} : (tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<2x3xi16>
// -----
%0 = "x.src"() : () -> tensor<1x2x3xi8>
%1 = "x.src"() : () -> tensor<1x3x4xi16>
%z = "x.src"() : () -> tensor<1xi8>
%zz = "x.src"() : () -> tensor<1xi16>
%2 = tosa.matmul %0, %1, %z, %zz : (tensor<1x2x3xi8>, tensor<1x3x4xi16>, tensor<1xi8>, tensor<1xi16>) -> tensor<1x2x4xi32>
// -----
%0 = "x.src"() : () -> tensor<3x4xf32>
%1 = tosa.reduce_sum %0 {axis = 1 : i32} : (tensor<3x4xf32>) -> tensor<3x2xf32>
// -----
%0 = "x.src"() : () -> tensor<3x4xf32>
%1 = tosa.reduce_max %0 {axis = 1 : i32} : (tensor<3x4xf32>) -> tensor<2x1xf32>
// -----
%0 = "x.src"() : () -> tensor<3x4xf32>
%1 = tosa.reduce_product %0 {axis = 1 : i32} : (tensor<3x4xf32>) -> tensor<3x1xf16>
// -----
%0 = "x.src"() : () -> tensor<3x4xi1>
%1 = tosa.reduce_all %0 {axis = 2 : i32} : (tensor<3x4xi1>) -> tensor<3x1xi1>
// -----
%0 = "x.src"() : () -> tensor<3x4xi1>
%1 = tosa.reduce_any %0 {axis = -1 : i32} : (tensor<3x4xi1>) -> tensor<3x1xi1>
// -----
%0 = "x.src"() : () -> tensor<3x4xf32>
%1 = tosa.reduce_min %0 {axis = 0 : i32} : (tensor<3x4xf32>) -> tensor<1x4x1xf32>
// -----
%0 = "x.src"() : () -> tensor<3x4xf32>
%1 = tosa.concat %0, %0 {axis = 0 : i32} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<6x?x1xf32>
// -----
%0 = "x.src"() : () -> tensor<i1>
%1 = "x.src"() : () -> tensor<2xf32>
%2 = tosa.cond_if %0 : tensor<i1> -> tensor<2xf32> {
  tosa.yield %1 : tensor<2xf32>
} else {
  %3 = "x.src"() : () -> tensor<3xf32>
  tosa.yield %3 : tensor<3xf32>
}
// -----
%0 = "x.src"() : () -> tensor<2xi1>
%1 = "x.src"() : () -> tensor<2xf32>
%2 = tosa.cond_if %0 : tensor<2xi1> -> tensor<2xf32> {
  tosa.yield %1 : tensor<2xf32>
} else {
  tosa.yield %1 : tensor<2xf32>
}
// -----
%0 = "x.src"() : () -> tensor<i1>
%1 = "x.src"() : () -> tensor<2xf32>
%2 = tosa.cond_if %0 (%a = %1) : tensor<i1> (tensor<2xf32>) -> tensor<2xf32> {
^bb0(%b: tensor<2xi32>):
  tosa.yield %1 : tensor<2xf32>
} else {
^bb0(%c: tensor<2xf32>):
  tosa.yield %c : tensor<2xf32>
}
// -----
%1 = "x.src"() : () -> tensor<2xf32>
%2 = tosa.while_loop (%a = %1) : (tensor<2xf32>) -> tensor<2xf32> {
  tosa.yield %a : tensor<2xf32>
} do {
^bb0(%b: tensor<2xf32>):
  tosa.yield %b : tensor<2xf32>
}
// -----
%1 = "x.src"() : () -> tensor<2xf32>
%2 = tosa.while_loop (%a = %1) : (tensor<2xf32>) -> tensor<2xf32> {
  %c = "x.src"() : () -> tensor<1xi1>
  tosa.yield %c : tensor<1xi1>
} do {
^bb0(%b: tensor<2xf32>):
  %d = "x.src"() : () -> tensor<3xf32>
  tosa.yield %d : tensor<3xf32>
}
// -----
%1 = "x.src"() : () -> tensor<2xf32>
%2 = tosa.while_loop (%a = %1) : (tensor<2xf32>) -> tensor<2xf32> {
  %c = "x.src"() : () -> tensor<1xi8>
  tosa.yield %c : tensor<1xi8>
} do {
^bb0(%b: tensor<2xf32>):
  tosa.yield %b : tensor<2xf32>
}
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = tosa.reverse %0 {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xi8>
%1 = "x.src"() : () -> tensor<2x3xf32>
%2 = tosa.select %0, %1, %1 : (tensor<2x3xi8>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%z = "x.src"() : () -> tensor<1xf16>
%1 = tosa.negate %0, %z, %z : (tensor<2x3xf32>, tensor<1xf16>, tensor<1xf16>) -> tensor<2x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = tosa.argmax %0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
// -----
%0 = "x.src"() : () -> tensor<2x3xf32>
%1 = tosa.argmax %0 {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
// -----
%0 = "x.src"() : () -> tensor<4x6xi8>
%t = "x.src"() : () -> tensor<256xi8>
%1 = tosa.table %0, %t : (tensor<4x6xi8>, tensor<256xi8>) -> tensor<4x5xi8>
// -----
%0 = "x.src"() : () -> tensor<3x4xf32>
%1 = tosa.concat %0, %0 {axis = 1 : i32} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x9xf32>
// -----
%0 = "x.src"() : () -> tensor<3x4xf32>
%1 = "x.src"() : () -> tensor<*xf32>
%2 = tosa.concat %0, %1 {axis = 1 : i32} : (tensor<3x4xf32>, tensor<*xf32>) -> tensor<2x?xf32>
// -----
%0 = "x.src"() : () -> tensor<3x4xf32>
%1 = "x.src"() : () -> tensor<*xf32>
%2 = tosa.concat %0, %1 {axis = 1 : i32} : (tensor<3x4xf32>, tensor<*xf32>) -> tensor<3x?x2xf32>
// -----
%0 = "x.src"() : () -> tensor<2x5x3xf32>
%1 = "x.src"() : () -> tensor<3x4xi32>
%2 = tosa.gather %0, %1 : (tensor<2x5x3xf32>, tensor<3x4xi32>) -> tensor<2x4x3xf32>
// -----
%0 = "x.src"() : () -> tensor<2x5x3xf32>
%1 = "x.src"() : () -> tensor<2x4xi32>
%2 = tosa.gather %0, %1 : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x2xf32>
// -----
%0 = "x.src"() : () -> tensor<1x3x8xf32>
%2, %3 = tosa.fft2d %0, %0 {inverse = false} : (tensor<1x3x8xf32>, tensor<1x3x8xf32>) -> (tensor<1x3x8xf32>, tensor<1x3x8xf32>)
// -----
%0 = "x.src"() : () -> tensor<1x4x8xf32>
%2, %3 = tosa.rfft2d %0 : (tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>)
// -----
%0 = "x.src"() : () -> tensor<1x4x8xf32>
%2, %3 = tosa.rfft2d %0 : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x2x5xf32>)
// -----
%0 = "x.src"() : () -> tensor<4x6xf32>
%s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%z = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
%1 = tosa.slice %0, %s, %z : (tensor<4x6xf32>, !tosa.shape<2>, !tosa.shape<3>) -> tensor<1x1xf32>
// -----
%0 = "x.src"() : () -> tensor<4x6xf32>
%m = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%1 = tosa.tile %0, %m : (tensor<4x6xf32>, !tosa.shape<2>) -> tensor<8x6xf32>
// -----
%0 = "x.src"() : () -> tensor<4x6xf32>
%m = tosa.const_shape {values = dense<[2, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
%1 = tosa.tile %0, %m : (tensor<4x6xf32>, !tosa.shape<3>) -> tensor<8x6xf32>
