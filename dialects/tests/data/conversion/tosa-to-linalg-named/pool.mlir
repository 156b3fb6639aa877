// tosa.max_pool2d and tosa.avg_pool2d: padding, strides, integer and
// f16 elements, an accumulator wider than the result, a dynamic batch.
func.func @max_pool_padded(%x: tensor<1x7x7x2xf32>) -> tensor<1x4x4x2xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x7x7x2xf32>) -> tensor<1x4x4x2xf32>
  return %0 : tensor<1x4x4x2xf32>
}

func.func @max_pool_i8(%x: tensor<1x4x4x3xi8>) -> tensor<1x3x3x3xi8> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xi8>) -> tensor<1x3x3x3xi8>
  return %0 : tensor<1x3x3x3xi8>
}

func.func @max_pool_f16(%x: tensor<1x4x4x1xf16>) -> tensor<1x2x2x1xf16> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x1xf16>) -> tensor<1x2x2x1xf16>
  return %0 : tensor<1x2x2x1xf16>
}

func.func @max_pool_dynamic_batch(%x: tensor<?x4x4x2xf32>) -> tensor<?x2x2x2xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<?x4x4x2xf32>) -> tensor<?x2x2x2xf32>
  return %0 : tensor<?x2x2x2xf32>
}

func.func @avg_pool_padded(%x: tensor<1x5x6x2xf32>) -> tensor<1x3x3x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x5x6x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}

func.func @avg_pool_f16_acc_f32(%x: tensor<1x4x4x2xf16>) -> tensor<1x2x2x2xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

func.func @avg_pool_dynamic_batch(%x: tensor<?x4x4x2xf32>) -> tensor<?x2x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<?x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x2x2x2xf32>
  return %0 : tensor<?x2x2x2xf32>
}

func.func @max_pool_ignore_nans(%x: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, nan_mode = IGNORE, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

func.func @max_pool_ignore_nans_i8(%x: tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, nan_mode = IGNORE, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8>
  return %0 : tensor<1x2x2x2xi8>
}

func.func @avg_pool_i8(%x: tensor<1x5x5x2xi8>) -> tensor<1x3x3x2xi8> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = i32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x5x5x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x2xi8>
  return %0 : tensor<1x3x3x2xi8>
}

func.func @avg_pool_i8_zero_points(%x: tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8> {
  %izp = "tosa.const"() <{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<4> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %x, %izp, %ozp {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi8>
  return %0 : tensor<1x2x2x2xi8>
}

func.func @avg_pool_i16(%x: tensor<1x4x4x1xi16>) -> tensor<1x2x2x1xi16> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x1xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x2x1xi16>
  return %0 : tensor<1x2x2x1xi16>
}

func.func @max_pool_dynamic(%x: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 3, 2>, pad = array<i64: 1, 0, 0, 1>, stride = array<i64: 2, 1>} : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
