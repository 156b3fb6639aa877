// Invalid uses of the tosa ops whose verifiers are `PadOp`, `ScatterOp`,
// `ResizeOp`, `Conv3DOp`, `TransposeConv2DOp`, the block-scaled ops, the
// shape operators `dim`, `concat_shape`, `slice_shape`, and the variable
// accesses (`TosaOps.cpp`).
%i = "x.src"() : () -> tensor<2x3xf32>
%p = tosa.const_shape {values = dense<[1,1,2,2]> : tensor<4xindex>} : () -> !tosa.shape<4>
%c = "x.src"() : () -> tensor<1xf32>
%0 = tosa.pad %i, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x7xf16>
// -----
%i = "x.src"() : () -> tensor<2x3xf32>
%p = tosa.const_shape {values = dense<[1,1,2,2]> : tensor<4xindex>} : () -> !tosa.shape<4>
%c = "x.src"() : () -> tensor<1xf16>
%0 = tosa.pad %i, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf16>) -> tensor<4x7xf32>
// -----
%i = "x.src"() : () -> tensor<2x3xf32>
%p = tosa.const_shape {values = dense<[1,1,2,2]> : tensor<4xindex>} : () -> !tosa.shape<4>
%c = "x.src"() : () -> tensor<1xf32>
%0 = tosa.pad %i, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x7x1xf32>
// -----
%i = "x.src"() : () -> tensor<2x3xf32>
%p = tosa.const_shape {values = dense<[1,1,2]> : tensor<3xindex>} : () -> !tosa.shape<3>
%c = "x.src"() : () -> tensor<1xf32>
%0 = tosa.pad %i, %p, %c : (tensor<2x3xf32>, !tosa.shape<3>, tensor<1xf32>) -> tensor<4x7xf32>
// -----
%i = "x.src"() : () -> tensor<2x3xf32>
%p = tosa.const_shape {values = dense<[1,1,-2,2]> : tensor<4xindex>} : () -> !tosa.shape<4>
%c = "x.src"() : () -> tensor<1xf32>
%0 = tosa.pad %i, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x7xf32>
// -----
%i = "x.src"() : () -> tensor<2x3xf32>
%p = tosa.const_shape {values = dense<[1,1,2,2]> : tensor<4xindex>} : () -> !tosa.shape<4>
%c = "x.src"() : () -> tensor<1xf32>
%0 = tosa.pad %i, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x8xf32>
// -----
%i = "x.src"() : () -> tensor<2x3xf32>
%p = tosa.const_shape {values = dense<[0,0,2,2]> : tensor<4xindex>} : () -> !tosa.shape<4>
%c = "x.src"() : () -> tensor<1xf32>
%0 = tosa.pad %i, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x7xf32>
// -----
%i = "x.src"() : () -> tensor<2x?xf32>
%p = tosa.const_shape {values = dense<[1,1,-1,-3]> : tensor<4xindex>} : () -> !tosa.shape<4>
%c = "x.src"() : () -> tensor<1xf32>
%0 = tosa.pad %i, %p, %c : (tensor<2x?xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x7xf32>
// -----
%v = "x.src"() : () -> tensor<2x8x4xf32>
%i = "x.src"() : () -> tensor<2x3xi32>
%x = "x.src"() : () -> tensor<2x3x4xf32>
%0 = tosa.scatter %v, %i, %x : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<2x8x4xf16>
// -----
%v = "x.src"() : () -> tensor<2x8x4xf16>
%i = "x.src"() : () -> tensor<2x3xi32>
%x = "x.src"() : () -> tensor<2x3x4xf16>
%0 = tosa.scatter %v, %i, %x : (tensor<2x8x4xf16>, tensor<2x3xi32>, tensor<2x3x4xf16>) -> tensor<2x8x4xf32>
// -----
%v = "x.src"() : () -> tensor<2x8x4xf32>
%i = "x.src"() : () -> tensor<3x3xi32>
%x = "x.src"() : () -> tensor<2x3x4xf32>
%0 = tosa.scatter %v, %i, %x : (tensor<2x8x4xf32>, tensor<3x3xi32>, tensor<2x3x4xf32>) -> tensor<2x8x4xf32>
// -----
%v = "x.src"() : () -> tensor<2x8x4xf32>
%i = "x.src"() : () -> tensor<2x3xi32>
%x = "x.src"() : () -> tensor<3x3x4xf32>
%0 = tosa.scatter %v, %i, %x : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<3x3x4xf32>) -> tensor<2x8x4xf32>
// -----
%v = "x.src"() : () -> tensor<2x8x4xf32>
%i = "x.src"() : () -> tensor<2x3xi32>
%x = "x.src"() : () -> tensor<2x5x4xf32>
%0 = tosa.scatter %v, %i, %x : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x5x4xf32>) -> tensor<2x8x4xf32>
// -----
%v = "x.src"() : () -> tensor<2x8x4xf32>
%i = "x.src"() : () -> tensor<2x3xi32>
%x = "x.src"() : () -> tensor<2x3x5xf32>
%0 = tosa.scatter %v, %i, %x : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x3x5xf32>) -> tensor<2x8x4xf32>
// -----
%v = "x.src"() : () -> tensor<2x8x4xf32>
%i = "x.src"() : () -> tensor<2x3xi32>
%x = "x.src"() : () -> tensor<2x3x4xf32>
%0 = tosa.scatter %v, %i, %x : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<3x8x4xf32>
// -----
%v = "x.src"() : () -> tensor<2x8x4xf32>
%i = "x.src"() : () -> tensor<2x3xi32>
%x = "x.src"() : () -> tensor<2x3x4xf32>
%0 = tosa.scatter %v, %i, %x : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<2x9x4xf32>
// -----
%v = "x.src"() : () -> tensor<2x8x4xf32>
%i = "x.src"() : () -> tensor<2x3xi32>
%x = "x.src"() : () -> tensor<2x3x4xf32>
%0 = tosa.scatter %v, %i, %x : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<2x8x5xf32>
// -----
%v = "x.src"() : () -> tensor<2x2x4xf32>
%i = "x.src"() : () -> tensor<2x3xi32>
%x = "x.src"() : () -> tensor<2x3x4xf32>
%0 = tosa.scatter %v, %i, %x : (tensor<2x2x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<2x2x4xf32>
// -----
%v = "x.src"() : () -> tensor<?x?x?xf32>
%i = "x.src"() : () -> tensor<?x3xi32>
%x = "x.src"() : () -> tensor<2x?x4xf32>
%0 = tosa.scatter %v, %i, %x : (tensor<?x?x?xf32>, tensor<?x3xi32>, tensor<2x?x4xf32>) -> tensor<2x2x5xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%s = tosa.const_shape {values = dense<[2,1,0,1]> : tensor<4xindex>} : () -> !tosa.shape<4>
%o = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%b = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%0 = tosa.resize %i, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%s = tosa.const_shape {values = dense<[2,4,2,1]> : tensor<4xindex>} : () -> !tosa.shape<4>
%o = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%b = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%0 = tosa.resize %i, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x7x2xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%s = tosa.const_shape {values = dense<[2,1,2,1]> : tensor<4xindex>} : () -> !tosa.shape<4>
%o = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%b = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%0 = tosa.resize %i, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x7x2xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%s = tosa.const_shape {values = dense<[2,1,2,4]> : tensor<4xindex>} : () -> !tosa.shape<4>
%o = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%b = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%0 = tosa.resize %i, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x3x2xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%s = tosa.const_shape {values = dense<[2,1,2,1]> : tensor<4xindex>} : () -> !tosa.shape<4>
%o = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%b = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%0 = tosa.resize %i, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x8x2xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%s = tosa.const_shape {values = dense<[2,1,2,1]> : tensor<4xindex>} : () -> !tosa.shape<4>
%o = tosa.const_shape {values = dense<[0,1]> : tensor<2xindex>} : () -> !tosa.shape<2>
%b = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%0 = tosa.resize %i, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
// -----
%i = "x.src"() : () -> tensor<1x1x4x2xf32>
%s = tosa.const_shape {values = dense<[2,1,2,1]> : tensor<4xindex>} : () -> !tosa.shape<4>
%o = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%b = tosa.const_shape {values = dense<[0,0]> : tensor<2xindex>} : () -> !tosa.shape<2>
%0 = tosa.resize %i, %s, %o, %b {mode = BILINEAR} : (tensor<1x1x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x9x7x2xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x8x8x2xf32>
%w = "x.src"() : () -> tensor<4x2x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.conv3d %i, %w, %b, %z, %z {acc_type = f16, dilation = array<i64: 1,1,1>, pad = array<i64: 0,0,0,0,0,0>, stride = array<i64: 1,1,1>} : (tensor<1x4x8x8x2xf32>, tensor<4x2x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x6x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x8x8x2xf32>
%w = "x.src"() : () -> tensor<4x2x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.conv3d %i, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1,1,1>, pad = array<i64: 0,0,0,-1,0,0>, stride = array<i64: 1,1,1>} : (tensor<1x4x8x8x2xf32>, tensor<4x2x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x6x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x8x8x2xf32>
%w = "x.src"() : () -> tensor<4x2x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.conv3d %i, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1,1,1>, pad = array<i64: 0,0,0,0,0,0>, stride = array<i64: 1,0,1>} : (tensor<1x4x8x8x2xf32>, tensor<4x2x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x6x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x8x8x2xf32>
%w = "x.src"() : () -> tensor<4x2x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.conv3d %i, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1,1,0>, pad = array<i64: 0,0,0,0,0,0>, stride = array<i64: 1,1,1>} : (tensor<1x4x8x8x2xf32>, tensor<4x2x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x6x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x8x8x2xf32>
%w = "x.src"() : () -> tensor<4x2x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.conv3d %i, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1,1,1>, pad = array<i64: 0,0,0,0,0,0>, stride = array<i64: 3,1,1>} : (tensor<1x4x8x8x2xf32>, tensor<4x2x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x6x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x8x8x2xf32>
%w = "x.src"() : () -> tensor<4x2x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.conv3d %i, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1,1,1>, pad = array<i64: 0,0,0,0,0,0>, stride = array<i64: 1,1,1>} : (tensor<1x4x8x8x2xf32>, tensor<4x2x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x8x8x2xf32>
%w = "x.src"() : () -> tensor<4x2x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.conv3d %i, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1,1,1>, pad = array<i64: 0,0,0,0,0,0>, stride = array<i64: 1,1,1>} : (tensor<1x4x8x8x2xf32>, tensor<4x2x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x5x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x8x8x2xf32>
%w = "x.src"() : () -> tensor<4x2x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.conv3d %i, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1,1,1>, pad = array<i64: 0,0,0,0,0,0>, stride = array<i64: 1,1,1>} : (tensor<1x4x8x8x2xf32>, tensor<4x2x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x6x7x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x8x8x2xf32>
%w = "x.src"() : () -> tensor<4x2x3x3x2xf32>
%b = "x.src"() : () -> tensor<3xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.conv3d %i, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1,1,1>, pad = array<i64: 0,0,0,0,0,0>, stride = array<i64: 1,1,1>} : (tensor<1x4x8x8x2xf32>, tensor<4x2x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x6x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%w = "x.src"() : () -> tensor<4x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.transpose_conv2d %i, %w, %b, %z, %z {acc_type = f16, out_pad = array<i64: 0,0,0,0>, stride = array<i64: 1,1>} : (tensor<1x4x4x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%w = "x.src"() : () -> tensor<4x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.transpose_conv2d %i, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0,0,0,0>, stride = array<i64: 1,0>} : (tensor<1x4x4x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%w = "x.src"() : () -> tensor<4x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.transpose_conv2d %i, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: -3,0,0,0>, stride = array<i64: 1,1>} : (tensor<1x4x4x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%w = "x.src"() : () -> tensor<4x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.transpose_conv2d %i, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0,0,-5,0>, stride = array<i64: 1,1>} : (tensor<1x4x4x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%w = "x.src"() : () -> tensor<4x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.transpose_conv2d %i, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0,0,0,0>, stride = array<i64: 1,1>} : (tensor<1x4x4x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%w = "x.src"() : () -> tensor<4x3x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.transpose_conv2d %i, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0,0,0,0>, stride = array<i64: 1,2>} : (tensor<1x4x4x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x8x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%w = "x.src"() : () -> tensor<4x?x3x2xf32>
%b = "x.src"() : () -> tensor<4xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.transpose_conv2d %i, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0,0,0,0>, stride = array<i64: 1,1>} : (tensor<1x4x4x2xf32>, tensor<4x?x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
// -----
%i = "x.src"() : () -> tensor<1x4x4x2xf32>
%w = "x.src"() : () -> tensor<4x3x3x2xf32>
%b = "x.src"() : () -> tensor<3xf32>
%z = "x.src"() : () -> tensor<1xf32>
%0 = tosa.transpose_conv2d %i, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0,0,0,0>, stride = array<i64: 1,1>} : (tensor<1x4x4x2xf32>, tensor<4x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
// -----
%a = "x.src"() : () -> tensor<4x8x64xf8E4M3FN>
%as = "x.src"() : () -> tensor<4x8x2xf8E8M0FNU>
%b = "x.src"() : () -> tensor<4x16x64xf8E5M2>
%bs = "x.src"() : () -> tensor<4x16x2xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<4x16x64xf8E5M2>, tensor<4x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
// -----
%a = "x.src"() : () -> tensor<4x8x64xf8E4M3FN>
%as = "x.src"() : () -> tensor<3x8x2xf8E8M0FNU>
%b = "x.src"() : () -> tensor<4x16x64xf8E4M3FN>
%bs = "x.src"() : () -> tensor<4x16x2xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<3x8x2xf8E8M0FNU>, tensor<4x16x64xf8E4M3FN>, tensor<4x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
// -----
%a = "x.src"() : () -> tensor<4x8x64xf8E4M3FN>
%as = "x.src"() : () -> tensor<4x7x2xf8E8M0FNU>
%b = "x.src"() : () -> tensor<4x16x64xf8E4M3FN>
%bs = "x.src"() : () -> tensor<4x16x2xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<4x7x2xf8E8M0FNU>, tensor<4x16x64xf8E4M3FN>, tensor<4x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
// -----
%a = "x.src"() : () -> tensor<4x8x64xf8E4M3FN>
%as = "x.src"() : () -> tensor<4x8x3xf8E8M0FNU>
%b = "x.src"() : () -> tensor<4x16x64xf8E4M3FN>
%bs = "x.src"() : () -> tensor<4x16x2xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x3xf8E8M0FNU>, tensor<4x16x64xf8E4M3FN>, tensor<4x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
// -----
%a = "x.src"() : () -> tensor<4x8x64xf8E4M3FN>
%as = "x.src"() : () -> tensor<4x8x2xf8E8M0FNU>
%b = "x.src"() : () -> tensor<4x16x32xf8E4M3FN>
%bs = "x.src"() : () -> tensor<4x16x2xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<4x16x32xf8E4M3FN>, tensor<4x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
// -----
%a = "x.src"() : () -> tensor<4x8x64xf8E4M3FN>
%as = "x.src"() : () -> tensor<4x8x2xf8E8M0FNU>
%b = "x.src"() : () -> tensor<4x15x64xf8E4M3FN>
%bs = "x.src"() : () -> tensor<4x16x2xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<4x15x64xf8E4M3FN>, tensor<4x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
// -----
%a = "x.src"() : () -> tensor<4x8x64xf8E4M3FN>
%as = "x.src"() : () -> tensor<4x8x2xf8E8M0FNU>
%b = "x.src"() : () -> tensor<1x16x64xf8E4M3FN>
%bs = "x.src"() : () -> tensor<4x16x2xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<1x16x64xf8E4M3FN>, tensor<4x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
// -----
%a = "x.src"() : () -> tensor<4x8x64xf8E4M3FN>
%as = "x.src"() : () -> tensor<4x8x2xf8E8M0FNU>
%b = "x.src"() : () -> tensor<2x16x64xf8E4M3FN>
%bs = "x.src"() : () -> tensor<2x16x2xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<2x16x64xf8E4M3FN>, tensor<2x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
// -----
%a = "x.src"() : () -> tensor<4x8x60xf8E4M3FN>
%as = "x.src"() : () -> tensor<4x8x2xf8E8M0FNU>
%b = "x.src"() : () -> tensor<4x16x60xf8E4M3FN>
%bs = "x.src"() : () -> tensor<4x16x2xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x60xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<4x16x60xf8E4M3FN>, tensor<4x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
// -----
%a = "x.src"() : () -> tensor<4x8x64xf8E4M3FN>
%as = "x.src"() : () -> tensor<4x8x3xf8E8M0FNU>
%b = "x.src"() : () -> tensor<4x16x64xf8E4M3FN>
%bs = "x.src"() : () -> tensor<4x16x3xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x3xf8E8M0FNU>, tensor<4x16x64xf8E4M3FN>, tensor<4x16x3xf8E8M0FNU>) -> tensor<4x8x16xf32>
// -----
%a = "x.src"() : () -> tensor<4x8x64xf8E4M3FN>
%as = "x.src"() : () -> tensor<4x8x2xf8E8M0FNU>
%b = "x.src"() : () -> tensor<4x16x64xf8E4M3FN>
%bs = "x.src"() : () -> tensor<4x16x2xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<4x16x64xf8E4M3FN>, tensor<4x16x2xf8E8M0FNU>) -> tensor<4x9x16xf32>
// -----
%a = "x.src"() : () -> tensor<?x8x64xf8E4M3FN>
%as = "x.src"() : () -> tensor<?x8x2xf8E8M0FNU>
%b = "x.src"() : () -> tensor<1x16x64xf8E4M3FN>
%bs = "x.src"() : () -> tensor<1x16x2xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<?x8x64xf8E4M3FN>, tensor<?x8x2xf8E8M0FNU>, tensor<1x16x64xf8E4M3FN>, tensor<1x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
// -----
%a = "x.src"() : () -> tensor<4x8x64xf8E4M3FN>
%as = "x.src"() : () -> tensor<4x8x2xf8E8M0FNU>
%b = "x.src"() : () -> tensor<1x16x64xf8E4M3FN>
%bs = "x.src"() : () -> tensor<1x16x2xf8E8M0FNU>
%0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<1x16x64xf8E4M3FN>, tensor<1x16x2xf8E8M0FNU>) -> tensor<?x8x?xf32>
// -----
%d = "x.src"() : () -> tensor<4x64xf8E4M3FN>
%s = "x.src"() : () -> tensor<4x2xf8E8M0FNU>
%0 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>) -> tensor<4x65xf32>
// -----
%d = "x.src"() : () -> tensor<4x64xf8E4M3FN>
%s = "x.src"() : () -> tensor<3x2xf8E8M0FNU>
%0 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x64xf8E4M3FN>, tensor<3x2xf8E8M0FNU>) -> tensor<4x64xf32>
// -----
%d = "x.src"() : () -> tensor<4x64xf8E4M3FN>
%s = "x.src"() : () -> tensor<4x2x1xf8E8M0FNU>
%0 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x64xf8E4M3FN>, tensor<4x2x1xf8E8M0FNU>) -> tensor<4x64xf32>
// -----
%d = "x.src"() : () -> tensor<4x60xf8E4M3FN>
%s = "x.src"() : () -> tensor<3x2xf8E8M0FNU>
%0 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x60xf8E4M3FN>, tensor<3x2xf8E8M0FNU>) -> tensor<4x60xf32>
// -----
%d = "x.src"() : () -> tensor<4x64xf8E4M3FN>
%s = "x.src"() : () -> tensor<4x3xf8E8M0FNU>
%0 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x64xf8E4M3FN>, tensor<4x3xf8E8M0FNU>) -> tensor<4x64xf32>
// -----
%d = "x.src"() : () -> tensor<?x64xf8E4M3FN>
%s = "x.src"() : () -> tensor<4x2xf8E8M0FNU>
%0 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>) -> tensor<3x64xf32>
// -----
%i = "x.src"() : () -> tensor<4x64xf32>
%0:2 = tosa.cast_to_block_scaled %i {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x64xf32>) -> (tensor<4x65xf8E4M3FN>, tensor<4x2xf8E8M0FNU>)
// -----
%i = "x.src"() : () -> tensor<4x60xf32>
%0:2 = tosa.cast_to_block_scaled %i {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x60xf32>) -> (tensor<4x60xf8E4M3FN>, tensor<4x2xf8E8M0FNU>)
// -----
%i = "x.src"() : () -> tensor<4x64xf32>
%0:2 = tosa.cast_to_block_scaled %i {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x64xf32>) -> (tensor<4x64xf8E4M3FN>, tensor<3x2xf8E8M0FNU>)
// -----
%i = "x.src"() : () -> tensor<4x64xf32>
%0:2 = tosa.cast_to_block_scaled %i {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x64xf32>) -> (tensor<4x64xf8E4M3FN>, tensor<4x3xf8E8M0FNU>)
// -----
%i = "x.src"() : () -> tensor<4x?xf32>
%0:2 = tosa.cast_to_block_scaled %i {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x?xf32>) -> (tensor<4x60xf8E4M3FN>, tensor<4x2xf8E8M0FNU>)
// -----
%i = "x.src"() : () -> tensor<4x?xf32>
%0:2 = tosa.cast_to_block_scaled %i {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x?xf32>) -> (tensor<4x?xf8E4M3FN>, tensor<4x3x2xf8E8M0FNU>)
// -----
%i = "x.src"() : () -> tensor<4x5xf32>
%0 = tosa.dim %i {axis = 2 : i32} : (tensor<4x5xf32>) -> !tosa.shape<1>
// -----
%i = "x.src"() : () -> tensor<4x5xf32>
%0 = tosa.dim %i {axis = -1 : i32} : (tensor<4x5xf32>) -> !tosa.shape<1>
// -----
%i = "x.src"() : () -> tensor<4x5xf32>
%0 = tosa.dim %i {axis = 0 : i32} : (tensor<4x5xf32>) -> !tosa.shape<2>
// -----
%i = "x.src"() : () -> tensor<*xf32>
%0 = tosa.dim %i {axis = 7 : i32} : (tensor<*xf32>) -> !tosa.shape<1>
// -----
%s0 = tosa.const_shape {values = dense<[1,1]> : tensor<2xindex>} : () -> !tosa.shape<2>
%s1 = tosa.const_shape {values = dense<[1,1,1]> : tensor<3xindex>} : () -> !tosa.shape<3>
%0 = tosa.concat_shape %s0, %s1 : (!tosa.shape<2>, !tosa.shape<3>) -> !tosa.shape<4>
// -----
%s0 = tosa.const_shape {values = dense<[1,1]> : tensor<2xindex>} : () -> !tosa.shape<2>
%s1 = tosa.const_shape {values = dense<[1,1,1]> : tensor<3xindex>} : () -> !tosa.shape<3>
%0 = tosa.concat_shape %s0, %s1 : (!tosa.shape<2>, !tosa.shape<3>) -> !tosa.shape<6>
// -----
%s0 = tosa.const_shape {values = dense<[1]> : tensor<1xindex>} : () -> !tosa.shape<1>
%0 = tosa.concat_shape %s0 : (!tosa.shape<1>) -> !tosa.shape<0>
// -----
%s = tosa.const_shape {values = dense<[1,1,1,1,1]> : tensor<5xindex>} : () -> !tosa.shape<5>
%a = "tosa.const"() <{values = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
%b = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
%0 = tosa.slice_shape %s, %a, %b : (!tosa.shape<5>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
// -----
%s = tosa.const_shape {values = dense<[1,1,1,1,1]> : tensor<5xindex>} : () -> !tosa.shape<5>
%a = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
%b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
%0 = tosa.slice_shape %s, %a, %b : (!tosa.shape<5>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<0>
// -----
%s = tosa.const_shape {values = dense<[1,1,1,1,1]> : tensor<5xindex>} : () -> !tosa.shape<5>
%a = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
%b = "tosa.const"() <{values = dense<-2> : tensor<1xi32>}> : () -> tensor<1xi32>
%0 = tosa.slice_shape %s, %a, %b : (!tosa.shape<5>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
// -----
%s = tosa.const_shape {values = dense<[1,1,1,1,1]> : tensor<5xindex>} : () -> !tosa.shape<5>
%a = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
%b = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
%0 = tosa.slice_shape %s, %a, %b : (!tosa.shape<5>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
// -----
%s = tosa.const_shape {values = dense<[1,1,1,1,1]> : tensor<5xindex>} : () -> !tosa.shape<5>
%a = "tosa.const"() <{values = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
%b = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
%0 = tosa.slice_shape %s, %a, %b : (!tosa.shape<5>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
// -----
%s = tosa.const_shape {values = dense<[1,1,1,1,1]> : tensor<5xindex>} : () -> !tosa.shape<5>
%a = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
%b = "x.src"() : () -> tensor<1xi32>
%0 = tosa.slice_shape %s, %a, %b : (!tosa.shape<5>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
// -----
%s = tosa.const_shape {values = dense<[1,1,1,1,1]> : tensor<5xindex>} : () -> !tosa.shape<5>
%a = "x.src"() : () -> tensor<1xi32>
%b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
%0 = tosa.slice_shape %s, %a, %b : (!tosa.shape<5>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
// -----
%s = tosa.const_shape {values = dense<[1,1,1,1,1]> : tensor<5xindex>} : () -> !tosa.shape<5>
%a = "x.src"() : () -> tensor<1xi32>
%b = "tosa.const"() <{values = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
%0 = tosa.slice_shape %s, %a, %b : (!tosa.shape<5>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
// -----
tosa.variable @v : tensor<2x3xf32>
%0 = tosa.variable_read @v : tensor<2x3xi32>
// -----
tosa.variable @v : tensor<2x3xf32>
%0 = tosa.variable_read @v : tensor<2x4xf32>
// -----
tosa.variable @v : tensor<2x3xf32>
%x = "x.src"() : () -> tensor<3xf32>
tosa.variable_write @v, %x : tensor<3xf32>
// -----
tosa.variable @v : tensor<2x3xf32>
%x = "x.src"() : () -> tensor<2x3xf16>
tosa.variable_write @v, %x : tensor<2x3xf16>
// -----
%0 = tosa.variable_read @w : tensor<2x3xf32>
// -----
tosa.variable @v : tensor<2x3xf32>
%0 = tosa.variable_read @w : tensor<2x3xf32>
// -----
func.func @v() {
  return
}
func.func @f() {
  %0 = tosa.variable_read @v : tensor<2x3xf32>
  return
}
// -----
tosa.variable @v : tensor<2x3xf32>
module {
  func.func @f() {
    %0 = tosa.variable_read @v : tensor<2x3xf32>
    return
  }
}
// -----
module {
  tosa.variable @v : tensor<2x5xf32>
  func.func @f() {
    %0 = tosa.variable_read @v : tensor<2x3xf32>
    return
  }
}
// -----
tosa.variable @v : tensor<2x?xf32>
%x = "x.src"() : () -> tensor<3x4xf32>
tosa.variable_write @v, %x : tensor<3x4xf32>
// -----
tosa.variable @v : tensor<2x3xf32>
"x.op"() ({
  %0 = tosa.variable_read @v : tensor<2x4xf32>
  "x.end"() : () -> ()
}) : () -> ()
// -----
func.func @f() {
  tosa.variable @v : tensor<2x3xf32>
  return
}
// -----
func.func @f() {
  "x.op"() ({
    tosa.variable @v : tensor<2x3xf32>
    "x.end"() : () -> ()
  }) : () -> ()
  return
}
// -----
%i = "x.src"() : () -> tensor<4x5xf32>
%0 = "tosa.dim"(%i) <{axis = 3 : i32}> : (tensor<4x5xf32>) -> !tosa.shape<1>
// -----
tosa.variable @v : tensor<2x3xf32>
%0 = "tosa.variable_read"() <{name = "v"}> : () -> tensor<2x2xf32>
