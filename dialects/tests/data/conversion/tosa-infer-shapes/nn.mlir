func.func @test_matmul(%arg0 : tensor<2x3x4xf32>, %arg1 : tensor<2x4x5xf32>, %arg2 : tensor<?x?x?xf32>) -> () {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %0 = tosa.matmul %arg0, %arg1, %zp, %zp : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?xf32>
  %1 = tosa.matmul %arg2, %arg1, %zp, %zp : (tensor<?x?x?xf32>, tensor<2x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?xf32>
  %2 = tosa.matmul %arg0, %arg2, %zp, %zp : (tensor<2x3x4xf32>, tensor<?x?x?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?xf32>
  return
}

func.func @test_argmax(%arg0 : tensor<2x3xi32>, %arg1 : tensor<2x?xi32>) -> () {
  %0 = tosa.argmax %arg0 {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<?xi32>
  %1 = tosa.argmax %arg0 {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<?xi32>
  %2 = tosa.argmax %arg1 {axis = 0 : i32} : (tensor<2x?xi32>) -> tensor<?xi32>
  return
}

func.func @test_conv2d(%arg0 : tensor<2x8x9x3xf32>, %arg1 : tensor<5x3x6x3xf32>, %arg2 : tensor<5xf32>, %arg3 : tensor<?x?x?x3xf32>, %arg4 : tensor<?x3x6x3xf32>) -> () {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %0 = tosa.conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x8x9x3xf32>, tensor<5x3x6x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %1 = tosa.conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 1, 2, 3, 4>, stride = array<i64: 3, 2>} : (tensor<2x8x9x3xf32>, tensor<5x3x6x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %2 = tosa.conv2d %arg3, %arg4, %arg2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x?x?x3xf32>, tensor<?x3x6x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  return
}

func.func @test_pool(%arg0 : tensor<1x6x8x3xf32>, %arg1 : tensor<?x?x?x3xf32>) -> () {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %arg0, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 0>, stride = array<i64: 1, 2>} : (tensor<1x6x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %1 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 2>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x6x8x3xf32>) -> tensor<?x?x?x?xf32>
  %2 = tosa.max_pool2d %arg1 {kernel = array<i64: 3, 2>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<?x?x?x3xf32>) -> tensor<?x?x?x?xf32>
  return
}

func.func @test_chain(%arg0 : tensor<1x4x4x2xf32>, %arg1 : tensor<3x1x1x2xf32>, %arg2 : tensor<3xf32>) -> tensor<*xf32> {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %0 = tosa.conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<3x1x1x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %1 = tosa.clamp %0 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<?x?x?x?xf32>) -> tensor<*xf32>
  %2 = tosa.max_pool2d %1 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<*xf32>) -> tensor<*xf32>
  %shape = tosa.const_shape {values = dense<[1, 12]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %3 = tosa.reshape %2, %shape : (tensor<*xf32>, !tosa.shape<2>) -> tensor<*xf32>
  %4 = tosa.reduce_max %3 {axis = 1 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  return %4 : tensor<*xf32>
}
