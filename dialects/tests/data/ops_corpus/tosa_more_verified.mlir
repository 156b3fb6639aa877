// CASE: tosa ops that pass their verifiers at the edges of the rules: pad with -1 paddings, scatter/resize/conv3d/transpose_conv2d with dynamic and broadcast sizes, the block-scaled ops, dim/concat_shape/slice_shape, and variable accesses
func.func @pad(%a: tensor<2x3xf32>, %b: tensor<?x3xi8>, %c: tensor<*xf32>, %cf: tensor<1xf32>, %ci: tensor<1xi8>) -> tensor<4x7xf32> {
  %p = tosa.const_shape {values = dense<[1, 1, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %q = tosa.const_shape {values = dense<[-1, 0, 0, -1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %0 = tosa.pad %a, %p, %cf : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x7xf32>
  %1 = tosa.pad %b, %q, %ci : (tensor<?x3xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<?x?xi8>
  %2 = tosa.pad %c, %p, %cf : (tensor<*xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x?xf32>
  return %0 : tensor<4x7xf32>
}

func.func @scatter(%v: tensor<2x8x4xf32>, %i: tensor<2x3xi32>, %x: tensor<2x3x4xf32>, %d: tensor<?x?x?xf32>, %j: tensor<?x?xi32>) -> tensor<2x8x4xf32> {
  %0 = tosa.scatter %v, %i, %x : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<2x8x4xf32>
  %1 = tosa.scatter %d, %j, %x : (tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %2 = tosa.scatter %d, %j, %d : (tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<?x?x?xf32>) -> tensor<*xf32>
  return %0 : tensor<2x8x4xf32>
}

func.func @resize(%a: tensor<1x4x4x2xf32>, %b: tensor<1x1x4x2xf32>, %c: tensor<1x?x?x2xf32>) -> tensor<1x7x7x2xf32> {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %t = tosa.const_shape {values = dense<[4, 2, 3, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %p = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %a, %s, %o, %o {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
  %1 = tosa.resize %b, %s, %o, %o {mode = NEAREST_NEIGHBOR} : (tensor<1x1x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x9x7x2xf32>
  %2 = tosa.resize %a, %t, %p, %o {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x6x9x2xf32>
  %3 = tosa.resize %c, %s, %o, %o {mode = BILINEAR} : (tensor<1x?x?x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5x5x2xf32>
  return %0 : tensor<1x7x7x2xf32>
}

func.func @conv3d(%in: tensor<1x9x8x8x2xf32>, %w: tensor<4x3x3x3x2xf32>, %b1: tensor<1xf32>, %zp: tensor<1xf32>, %dyn: tensor<1x?x8x8x2xf32>) -> tensor<1x3x6x3x4xf32> {
  %0 = tosa.conv3d %in, %w, %b1, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 2>, pad = array<i64: 0, 0, 0, 0, 0, 1>, stride = array<i64: 3, 1, 2>} : (tensor<1x9x8x8x2xf32>, tensor<4x3x3x3x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x6x3x4xf32>
  %1 = tosa.conv3d %dyn, %w, %b1, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x?x8x8x2xf32>, tensor<4x3x3x3x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x8x8x?xf32>
  return %0 : tensor<1x3x6x3x4xf32>
}

func.func @transpose_conv(%in: tensor<1x4x4x2xf32>, %w: tensor<4x3x3x2xf32>, %bias: tensor<4xf32>, %zp: tensor<1xf32>, %wd: tensor<4x?x?x2xf32>) -> tensor<1x9x4x4xf32> {
  %0 = tosa.transpose_conv2d %in, %w, %bias, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, -2, 0>, stride = array<i64: 2, 1>} : (tensor<1x4x4x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x9x4x4xf32>
  %1 = tosa.transpose_conv2d %in, %wd, %bias, %zp, %zp {acc_type = f32, out_pad = array<i64: -5, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<4x?x?x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x9x4x4xf32>
}

func.func @block_scaled(%a: tensor<4x8x64xf8E4M3FN>, %as: tensor<4x8x2xf8E8M0FNU>, %b: tensor<1x16x64xf8E4M3FN>, %bs: tensor<1x16x2xf8E8M0FNU>, %da: tensor<?x8x?xf4E2M1FN>, %das: tensor<?x8x?xf8E8M0FNU>, %db: tensor<2x16x?xf4E2M1FN>, %dbs: tensor<2x16x?xf8E8M0FNU>) -> tensor<4x8x16xf32> {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<1x16x64xf8E4M3FN>, tensor<1x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
  %1 = tosa.matmul_t_block_scaled %da, %das, %db, %dbs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x8x?xf4E2M1FN>, tensor<?x8x?xf8E8M0FNU>, tensor<2x16x?xf4E2M1FN>, tensor<2x16x?xf8E8M0FNU>) -> tensor<2x8x16xbf16>
  return %0 : tensor<4x8x16xf32>
}

func.func @block_scaled_casts(%d: tensor<4x64xf8E4M3FN>, %s: tensor<4x2xf8E8M0FNU>, %x: tensor<4x?xf32>, %u: tensor<*xf32>) -> tensor<4x64xf32> {
  %0 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>) -> tensor<4x64xf32>
  %1:2 = tosa.cast_to_block_scaled %0 {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x64xf32>) -> (tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>)
  %2:2 = tosa.cast_to_block_scaled %x {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x?xf32>) -> (tensor<4x?xf6E2M3FN>, tensor<?x3xf8E8M0FNU>)
  %3:2 = tosa.cast_to_block_scaled %u {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<*xf32>) -> (tensor<*xf8E5M2>, tensor<4x2xf8E8M0FNU>)
  return %0 : tensor<4x64xf32>
}

func.func @shape_ops(%a: tensor<4x5xf32>, %u: tensor<*xf32>, %n: tensor<1xi32>) -> !tosa.shape<3> {
  %0 = tosa.dim %a {axis = 1 : i32} : (tensor<4x5xf32>) -> !tosa.shape<1>
  %1 = tosa.dim %u {axis = 9 : i32} : (tensor<*xf32>) -> !tosa.shape<1>
  %2 = tosa.const_shape {values = dense<[1, 2, 3, 4, 5]> : tensor<5xindex>} : () -> !tosa.shape<5>
  %3 = tosa.concat_shape %0, %1, %2 : (!tosa.shape<1>, !tosa.shape<1>, !tosa.shape<5>) -> !tosa.shape<7>
  %4 = tosa.concat_shape %0 : (!tosa.shape<1>) -> !tosa.shape<1>
  %start = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %size = "tosa.const"() <{values = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
  %5 = tosa.slice_shape %2, %start, %size : (!tosa.shape<5>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
  %6 = tosa.slice_shape %3, %n, %size : (!tosa.shape<7>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
  return %5 : !tosa.shape<3>
}

tosa.variable @state : tensor<2x?xf32>
tosa.variable @counter = dense<0> : tensor<1xi32>

func.func @variables(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %0 = tosa.variable_read @state : tensor<*xf32>
  tosa.variable_write @state, %x : tensor<2x3xf32>
  %1 = tosa.variable_read @counter : tensor<1xi32>
  tosa.variable_write @counter, %1 : tensor<1xi32>
  return %0 : tensor<*xf32>
}

module @inner {
  tosa.variable @state : tensor<4xi8>
  func.func @shadowed(%x: tensor<?xi8>) {
    tosa.variable_write @state, %x : tensor<?xi8>
    return
  }
}
