// CASE: tosa data-layout and compute ops with declarative formats: conv3d, transpose_conv2d, fft2d/rfft2d (named results), gather, scatter, table, reverse, reduce_all/any/product, const
func.func @conv(%in: tensor<1x4x8x8x2xf32>, %w: tensor<3x2x2x2x2xf32>, %bias: tensor<3xf32>, %zp: tensor<1xf32>) -> tensor<1x3x7x7x3xf32> {
  %0 = tosa.conv3d %in, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x2xf32>, tensor<3x2x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x7x7x3xf32>
  return %0 : tensor<1x3x7x7x3xf32>
}

func.func @conv_local_bound(%in: tensor<1x4x8x8x2xi8>, %w: tensor<3x2x2x2x2xi8>, %bias: tensor<3xi32>, %zp: tensor<1xi8>) -> tensor<1x3x7x7x3xi32> {
  %0 = tosa.conv3d %in, %w, %bias, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1, 1>, local_bound = true, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x2xi8>, tensor<3x2x2x2x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x7x7x3xi32>
  return %0 : tensor<1x3x7x7x3xi32>
}

func.func @transpose_conv(%in: tensor<1x4x4x2xf16>, %w: tensor<3x2x2x2xf16>, %bias: tensor<3xf16>, %zp: tensor<1xf16>) -> tensor<1x5x5x3xf16> {
  %0 = tosa.transpose_conv2d %in, %w, %bias, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf16>, tensor<3x2x2x2xf16>, tensor<3xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x5x5x3xf16>
  %1 = tosa.transpose_conv2d %in, %w, %bias, %zp, %zp {acc_type = f16, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf16>, tensor<3x2x2x2xf16>, tensor<3xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x5x5x3xf16>
  return %0 : tensor<1x5x5x3xf16>
}

func.func @fft(%re: tensor<1x4x8xf32>, %im: tensor<1x4x8xf32>) -> tensor<1x4x5xf32> {
  %0, %1 = tosa.fft2d %re, %im {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  %2:2 = tosa.fft2d %0, %1 {inverse = true, local_bound = true} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  %3, %4 = tosa.rfft2d %re : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
  %5:2 = tosa.rfft2d %2#0 {local_bound = true} : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
  return %4 : tensor<1x4x5xf32>
}

func.func @gather_scatter(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>, %in: tensor<2x4x3xf32>, %u: tensor<*xf32>) -> tensor<2x5x3xf32> {
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  %1 = tosa.scatter %v, %i, %0 : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>
  %2 = tosa.gather %u, %i : (tensor<*xf32>, tensor<2x4xi32>) -> tensor<*xf32>
  return %1 : tensor<2x5x3xf32>
}

func.func @table_reverse(%x: tensor<4x6xi8>, %t: tensor<256xi8>, %y: tensor<4x6xi16>, %t16: tensor<513xi16>) -> tensor<4x6xi8> {
  %0 = tosa.table %x, %t : (tensor<4x6xi8>, tensor<256xi8>) -> tensor<4x6xi8>
  %1 = tosa.table %y, %t16 : (tensor<4x6xi16>, tensor<513xi16>) -> tensor<4x6xi32>
  %2 = tosa.reverse %0 {axis = 1 : i32} : (tensor<4x6xi8>) -> tensor<4x6xi8>
  %3 = tosa.reverse %2 {axis = 0 : i32} : (tensor<4x6xi8>) -> tensor<4x6xi8>
  return %3 : tensor<4x6xi8>
}

func.func @reduce(%b: tensor<3x4xi1>, %f: tensor<3x4xf32>) -> tensor<1x4xi1> {
  %0 = tosa.reduce_all %b {axis = 0 : i32} : (tensor<3x4xi1>) -> tensor<1x4xi1>
  %1 = tosa.reduce_any %b {axis = 1 : i32} : (tensor<3x4xi1>) -> tensor<3x1xi1>
  %2 = tosa.reduce_product %f {axis = 1 : i32} : (tensor<3x4xf32>) -> tensor<3x1xf32>
  return %0 : tensor<1x4xi1>
}

func.func @consts() -> tensor<2x2xf32> {
  %0 = "tosa.const"() <{values = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %1 = "tosa.const"() <{values = dense<7> : tensor<3xi8>}> : () -> tensor<3xi8>
  %2 = "tosa.const"() <{values = dense<true> : tensor<1xi1>}> : () -> tensor<1xi1>
  %3 = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi64>}> {note = "x"} : () -> tensor<2xi64>
  return %0 : tensor<2x2xf32>
}
