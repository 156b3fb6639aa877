"builtin.module"() ({
  %0 = "test.src"() : () -> tensor<2x3xf32>
  %1 = "test.src"() : () -> tensor<2x3xf32>
  %2 = "test.src"() : () -> tensor<2x3xi1>
  %3 = "test.src"() : () -> tensor<1xf32>
  %4 = "test.src"() : () -> tensor<1xi8>
  %5 = "test.src"() : () -> tensor<1x8x8x3xf32>
  %6 = "test.src"() : () -> tensor<4x3x3x3xf32>
  %7 = "test.src"() : () -> tensor<4xf32>
  %8 = "test.src"() : () -> tensor<1x2x3xf32>
  %9 = "test.src"() : () -> tensor<1x3x4xf32>
  %10 = "test.src"() : () -> tensor<2x3xi32>
  %11 = "tosa.abs"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %12 = "tosa.exp"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %13 = "tosa.rsqrt"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %14 = "tosa.reciprocal"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %15 = "tosa.log"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %16 = "tosa.floor"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %17 = "tosa.ceil"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %18 = "tosa.logical_not"(%2) : (tensor<2x3xi1>) -> tensor<2x3xi1>
  %19 = "tosa.identity"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %20 = "tosa.tanh"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %21 = "tosa.sigmoid"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %22 = "tosa.cast"(%0) : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %23 = "tosa.add"(%0, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %24 = "tosa.sub"(%0, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %25 = "tosa.bitwise_and"(%10, %10) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %26 = "tosa.greater"(%0, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %27 = "tosa.equal"(%0, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %28 = "tosa.mul"(%0, %1, %4) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  %29 = "tosa.select"(%2, %0, %1) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %30 = "tosa.negate"(%0, %3, %3) : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  %31 = "tosa.const_shape"() <{values = dense<[3, 2]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %32 = "tosa.reshape"(%0, %31) : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %33 = "tosa.tile"(%0, %31) : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<6x6xf32>
  %34 = "tosa.const_shape"() <{values = dense<[0, 1]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %35 = "tosa.const_shape"() <{values = dense<2> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %36 = "tosa.slice"(%0, %34, %35) : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  %37 = "tosa.const_shape"() <{values = dense<[0, 1, 1, 0]> : tensor<4xindex>}> : () -> !tosa.shape<4>
  %38 = "tosa.pad"(%0, %37, %3) : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x4xf32>
  %39 = "tosa.transpose"(%0) <{perms = array<i32: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %40 = "tosa.matmul"(%8, %9, %3, %3) : (tensor<1x2x3xf32>, tensor<1x3x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
  %41 = "tosa.reduce_sum"(%0) <{axis = 1 : i32}> : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %42 = "tosa.concat"(%0, %1) <{axis = 0 : i32}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %43 = "tosa.conv2d"(%5, %6, %7, %3, %3) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  %44 = "tosa.avg_pool2d"(%5, %3, %3) <{acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x8x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x3xf32>
}) : () -> ()

