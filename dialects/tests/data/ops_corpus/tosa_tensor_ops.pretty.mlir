module {
  func.func @conv(%arg0: tensor<1x4x8x8x2xf32>, %arg1: tensor<3x2x2x2x2xf32>, %arg2: tensor<3xf32>, %arg3: tensor<1xf32>) -> tensor<1x3x7x7x3xf32> {
    %0 = tosa.conv3d %arg0, %arg1, %arg2, %arg3, %arg3 {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x2xf32>, tensor<3x2x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x7x7x3xf32>
    return %0 : tensor<1x3x7x7x3xf32>
  }
  func.func @conv_local_bound(%arg0: tensor<1x4x8x8x2xi8>, %arg1: tensor<3x2x2x2x2xi8>, %arg2: tensor<3xi32>, %arg3: tensor<1xi8>) -> tensor<1x3x7x7x3xi32> {
    %0 = tosa.conv3d %arg0, %arg1, %arg2, %arg3, %arg3 {acc_type = i32, dilation = array<i64: 1, 1, 1>, local_bound = true, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x2xi8>, tensor<3x2x2x2x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x7x7x3xi32>
    return %0 : tensor<1x3x7x7x3xi32>
  }
  func.func @transpose_conv(%arg0: tensor<1x4x4x2xf16>, %arg1: tensor<3x2x2x2xf16>, %arg2: tensor<3xf16>, %arg3: tensor<1xf16>) -> tensor<1x5x5x3xf16> {
    %0 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %arg3, %arg3 {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf16>, tensor<3x2x2x2xf16>, tensor<3xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x5x5x3xf16>
    %1 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %arg3, %arg3 {acc_type = f16, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf16>, tensor<3x2x2x2xf16>, tensor<3xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x5x5x3xf16>
    return %0 : tensor<1x5x5x3xf16>
  }
  func.func @fft(%arg0: tensor<1x4x8xf32>, %arg1: tensor<1x4x8xf32>) -> tensor<1x4x5xf32> {
    %output_real, %output_imag = tosa.fft2d %arg0, %arg1 {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
    %output_real_0, %output_imag_1 = tosa.fft2d %output_real, %output_imag {inverse = true, local_bound = true} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
    %output_real_2, %output_imag_3 = tosa.rfft2d %arg0 : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
    %output_real_4, %output_imag_5 = tosa.rfft2d %output_real_0 {local_bound = true} : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
    return %output_imag_3 : tensor<1x4x5xf32>
  }
  func.func @gather_scatter(%arg0: tensor<2x5x3xf32>, %arg1: tensor<2x4xi32>, %arg2: tensor<2x4x3xf32>, %arg3: tensor<*xf32>) -> tensor<2x5x3xf32> {
    %0 = tosa.gather %arg0, %arg1 : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
    %1 = tosa.scatter %arg0, %arg1, %0 : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>
    %2 = tosa.gather %arg3, %arg1 : (tensor<*xf32>, tensor<2x4xi32>) -> tensor<*xf32>
    return %1 : tensor<2x5x3xf32>
  }
  func.func @table_reverse(%arg0: tensor<4x6xi8>, %arg1: tensor<256xi8>, %arg2: tensor<4x6xi16>, %arg3: tensor<513xi16>) -> tensor<4x6xi8> {
    %0 = tosa.table %arg0, %arg1 : (tensor<4x6xi8>, tensor<256xi8>) -> tensor<4x6xi8>
    %1 = tosa.table %arg2, %arg3 : (tensor<4x6xi16>, tensor<513xi16>) -> tensor<4x6xi32>
    %2 = tosa.reverse %0 {axis = 1 : i32} : (tensor<4x6xi8>) -> tensor<4x6xi8>
    %3 = tosa.reverse %2 {axis = 0 : i32} : (tensor<4x6xi8>) -> tensor<4x6xi8>
    return %3 : tensor<4x6xi8>
  }
  func.func @reduce(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xf32>) -> tensor<1x4xi1> {
    %0 = tosa.reduce_all %arg0 {axis = 0 : i32} : (tensor<3x4xi1>) -> tensor<1x4xi1>
    %1 = tosa.reduce_any %arg0 {axis = 1 : i32} : (tensor<3x4xi1>) -> tensor<3x1xi1>
    %2 = tosa.reduce_product %arg1 {axis = 1 : i32} : (tensor<3x4xf32>) -> tensor<3x1xf32>
    return %0 : tensor<1x4xi1>
  }
  func.func @consts() -> tensor<2x2xf32> {
    %0 = "tosa.const"() <{values = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %1 = "tosa.const"() <{values = dense<7> : tensor<3xi8>}> : () -> tensor<3xi8>
    %2 = "tosa.const"() <{values = dense<true> : tensor<1xi1>}> : () -> tensor<1xi1>
    %3 = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi64>}> {note = "x"} : () -> tensor<2xi64>
    return %0 : tensor<2x2xf32>
  }
}

