// CASE: tosa hand-written forms: cond_if (with and without block arguments), while_loop, variable/variable_read/variable_write, custom, resize, apply_scale, block-scaled ops with bare enum values
tosa.variable @stateful = dense<1.0> : tensor<2xf32>
tosa.variable @plain : tensor<1x?xi8>
tosa.variable @scalar : tensor<f32>
tosa.variable @attrs {tag = 1 : i32} = dense<[1, 2]> : tensor<2xi32>

func.func @control(%c: tensor<i1>, %a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<2xf32> {
    tosa.yield %a : tensor<2xf32>
  } else {
    tosa.yield %b : tensor<2xf32>
  }
  %1:2 = tosa.cond_if %c (%x = %a, %y = %b) : tensor<i1> (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  ^bb0(%x1: tensor<2xf32>, %y1: tensor<2xf32>):
    %s = tosa.add %x1, %y1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    tosa.yield %s, %y1 : tensor<2xf32>, tensor<2xf32>
  } else {
  ^bb0(%x2: tensor<2xf32>, %y2: tensor<2xf32>):
    tosa.yield %y2, %x2 : tensor<2xf32>, tensor<2xf32>
  } {note = "two"}
  %2 = tosa.while_loop (%i = %0) : (tensor<2xf32>) -> tensor<2xf32> {
    %z = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
    %g = tosa.greater %i, %z : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %r = tosa.reduce_any %g {axis = 0 : i32} : (tensor<2xi1>) -> tensor<1xi1>
    tosa.yield %r : tensor<1xi1>
  } do {
  ^bb0(%i1: tensor<2xf32>):
    %n = tosa.sub %i1, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    tosa.yield %n : tensor<2xf32>
  }
  %3 = tosa.variable_read @stateful : tensor<2xf32>
  tosa.variable_write @stateful, %2 : tensor<2xf32>
  tosa.variable_write @stateful {tag}, %3 : tensor<2xf32>
  %4:2 = tosa.custom %a, %b {domain_name = "d", implementation_attrs = "", operator_name = "op"} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xi8>)
  return %1#0 : tensor<2xf32>
}

func.func @resize(%in: tensor<1x4x4x2xf32>, %q: tensor<1x4x4x2xi8>) -> tensor<1x8x8x2xf32> {
  %scale = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %in, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xf32>
  %1 = tosa.resize %q, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x4x4x2xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xi8>
  %2 = tosa.resize %in, %scale, %offset, %border {mode = #tosa.resize_mode<NEAREST_NEIGHBOR>, note = 3 : i64} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xf32>
  return %0 : tensor<1x8x8x2xf32>
}

func.func @apply_scale(%v: tensor<4xi32>, %m: tensor<4xi32>, %s: tensor<4xi8>, %x: i32, %y: i32, %z: i8, %vv: vector<4xi48>, %vs: vector<4xi8>) -> tensor<4xi32> {
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  %1 = tosa.apply_scale %x, %y, %z {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  %2 = tosa.apply_scale %vv, %vv, %vs {rounding_mode = INEXACT_ROUND} : (vector<4xi48>, vector<4xi48>, vector<4xi8>) -> vector<4xi32>
  return %0 : tensor<4xi32>
}

func.func @block_scaled(%d: tensor<1x4x32xf8E4M3FN>, %sc: tensor<1x4x1xf8E8M0FNU>, %x: tensor<4x64xf32>, %e: tensor<2x64xf4E2M1FN>, %es: tensor<2x2xf8E8M0FNU>) -> tensor<1x4x4xf32> {
  %0 = tosa.cast_from_block_scaled %d, %sc {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x32xf32>
  %1:2 = tosa.cast_to_block_scaled %x {block_size = BLOCK_SIZE_32} : (tensor<4x64xf32>) -> (tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>)
  %2 = tosa.matmul_t_block_scaled %d, %sc, %d, %sc {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x4xf32>
  %3 = tosa.cast_from_block_scaled %e, %es {block_size = BLOCK_SIZE_32} : (tensor<2x64xf4E2M1FN>, tensor<2x2xf8E8M0FNU>) -> tensor<2x64xbf16>
  return %2 : tensor<1x4x4xf32>
}
