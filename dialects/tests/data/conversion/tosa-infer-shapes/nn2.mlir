func.func @test_depthwise_conv2d(%arg0 : tensor<2x8x9x3xf32>, %arg1 : tensor<3x6x3x5xf32>, %arg2 : tensor<15xf32>, %arg3 : tensor<?x?x?x?xf32>, %arg4 : tensor<?x?x?x5xf32>) -> () {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 2, 1>, stride = array<i64: 1, 2>} : (tensor<2x8x9x3xf32>, tensor<3x6x3x5xf32>, tensor<15xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %1 = tosa.depthwise_conv2d %arg3, %arg4, %arg2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x?x?x?xf32>, tensor<?x?x?x5xf32>, tensor<15xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  return
}

func.func @test_transpose_conv2d(%arg0 : tensor<2x8x9x3xf32>, %arg1 : tensor<5x3x6x3xf32>, %arg2 : tensor<5xf32>, %arg3 : tensor<?x?x?x3xf32>) -> () {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x8x9x3xf32>, tensor<5x3x6x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %1 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, out_pad = array<i64: 1, 0, 2, 1>, stride = array<i64: 2, 3>} : (tensor<2x8x9x3xf32>, tensor<5x3x6x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  %2 = tosa.transpose_conv2d %arg3, %arg1, %arg2, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x?x?x3xf32>, tensor<5x3x6x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32>
  return
}

func.func @test_gather_scatter(%values : tensor<2x5x3xf32>, %indices : tensor<2x4xi32>, %dyn : tensor<?x?x?xf32>, %input : tensor<2x4x3xf32>) -> () {
  %0 = tosa.gather %values, %indices : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<?x?x?xf32>
  %1 = tosa.gather %dyn, %indices : (tensor<?x?x?xf32>, tensor<2x4xi32>) -> tensor<?x?x?xf32>
  %2 = tosa.scatter %values, %indices, %input : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<?x?x?xf32>
  %3 = tosa.scatter %dyn, %indices, %input : (tensor<?x?x?xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<?x?x?xf32>
  return
}

func.func @test_table_rescale(%arg0 : tensor<4x5xi8>, %table : tensor<256xi8>, %arg1 : tensor<*xi8>) -> () {
  %0 = tosa.table %arg0, %table : (tensor<4x5xi8>, tensor<256xi8>) -> tensor<?x?xi8>
  %1 = tosa.table %arg1, %table : (tensor<*xi8>, tensor<256xi8>) -> tensor<*xi8>
  %multiplier = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %shift = "tosa.const"() {values = dense<30> : tensor<1xi8>} : () -> tensor<1xi8>
  %izp = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %ozp = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %2 = tosa.rescale %arg0, %multiplier, %shift, %izp, %ozp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4x5xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<*xi32>
  return
}
