// One function per TOSA op (or small group): rods-run must give the same
// numbers here and at the levels mlir-opt-22 lowers them to (gen.sh).
func.func @elementwise(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.sigmoid %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.tanh %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = tosa.exp %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = tosa.maximum %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %5 = tosa.abs %4 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %6 = tosa.reciprocal %5 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1, %2, %3, %4, %6 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

func.func @int_mul(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>) {
  %s0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s2 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s0 : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  %1 = tosa.mul %a, %b, %s2 : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return %0, %1 : tensor<2x3xi32>, tensor<2x3xi32>
}

func.func @movement(%a: tensor<2x3xf32>, %b: tensor<2x2xf32>) -> (tensor<3x2xf32>, tensor<2x5xf32>, tensor<1x2xf32>, tensor<4x5xf32>, tensor<4x3xf32>) {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  %start = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.slice %a, %start, %size : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2xf32>
  %padding = tosa.const_shape {values = dense<[1, 1, 2, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pv = "tosa.const"() <{values = dense<-1.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %3 = tosa.pad %a, %padding, %pv : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x5xf32>
  %mult = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %4 = tosa.tile %a, %mult : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32>
  return %0, %1, %2, %3, %4 : tensor<3x2xf32>, tensor<2x5xf32>, tensor<1x2xf32>, tensor<4x5xf32>, tensor<4x3xf32>
}

func.func @reductions(%a: tensor<2x3xf32>) -> (tensor<1x3xf32>, tensor<2x1xf32>, tensor<2x3xi32>) {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %1 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %2 = tosa.cast %a : (tensor<2x3xf32>) -> tensor<2x3xi32>
  return %0, %1, %2 : tensor<1x3xf32>, tensor<2x1xf32>, tensor<2x3xi32>
}

func.func @pools(%x: tensor<1x4x4x2xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x4x4x2xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  %w = "tosa.const"() <{values = dense<[[[[0.5], [-1.0]], [[0.25], [0.75]]], [[[1.0], [0.125]], [[-0.5], [0.5]]]]> : tensor<2x2x2x1xf32>}> : () -> tensor<2x2x2x1xf32>
  %b = "tosa.const"() <{values = dense<[0.5, -0.5]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %1 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x2x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  return %0, %1 : tensor<1x2x2x2xf32>, tensor<1x4x4x2xf32>
}

func.func @int8_matmul(%a: tensor<1x2x3xi8>, %b: tensor<1x3x2xi8>) -> tensor<1x2x2xi32> {
  %azp = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x2x3xi8>, tensor<1x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}

func.func @rescale(%a: tensor<2x3xi32>) -> (tensor<2x3xi8>, tensor<2x3xi8>) {
  %mul = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shift = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %mul, %shift, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x3xi8>
  %muls = "tosa.const"() <{values = dense<[1073741824, 2147483647, 536870912]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %shifts = "tosa.const"() <{values = dense<[38, 39, 34]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %1 = tosa.rescale %a, %muls, %shifts, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0, %1 : tensor<2x3xi8>, tensor<2x3xi8>
}
