// tosa ops in their custom forms.
module {
  %a = "test.src"() : () -> tensor<2x3xf32>
  %b = "test.src"() : () -> tensor<2x3xf32>
  %p = "test.src"() : () -> tensor<2x3xi1>
  %z = "test.src"() : () -> tensor<1xf32>
  %s8 = "test.src"() : () -> tensor<1xi8>
  %x = "test.src"() : () -> tensor<1x8x8x3xf32>
  %w = "test.src"() : () -> tensor<4x3x3x3xf32>
  %bias = "test.src"() : () -> tensor<4xf32>
  %m1 = "test.src"() : () -> tensor<1x2x3xf32>
  %m2 = "test.src"() : () -> tensor<1x3x4xf32>
  %i = "test.src"() : () -> tensor<2x3xi32>
  %0 = tosa.abs %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.exp %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.rsqrt %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = tosa.reciprocal %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = tosa.log %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = tosa.floor %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %6 = tosa.ceil %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = tosa.logical_not %p : (tensor<2x3xi1>) -> tensor<2x3xi1>
  %8 = tosa.identity %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %9 = tosa.tanh %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %10 = tosa.sigmoid %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %11 = tosa.cast %a : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %12 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %13 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %14 = tosa.bitwise_and %i, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %15 = tosa.greater %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %16 = tosa.equal %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %17 = tosa.mul %a, %b, %s8 : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  %18 = tosa.select %p, %a, %b : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %19 = tosa.negate %a, %z, %z : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  %shape = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %20 = tosa.reshape %a, %shape : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %21 = tosa.tile %a, %shape : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<6x6xf32>
  %start = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %22 = tosa.slice %a, %start, %size : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  %padding = tosa.const_shape {values = dense<[0, 1, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %23 = tosa.pad %a, %padding, %z : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x4xf32>
  %24 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %25 = tosa.matmul %m1, %m2, %z, %z : (tensor<1x2x3xf32>, tensor<1x3x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
  %26 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %27 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %28 = tosa.conv2d %x, %w, %bias, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  %29 = tosa.avg_pool2d %x, %z, %z {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
}
