// Invalid linalg named ops: region-builder errors, operand counts, window
// attributes, required indexing maps; each case's first error line is in
// linalg.expected.
func.func @add_mixed(%a: tensor<4xf32>, %b: tensor<4xi32>, %o: tensor<4xf32>) {
  %0 = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xi32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @exp_int(%a: tensor<4xi32>, %o: tensor<4xi32>) {
  %0 = linalg.exp ins(%a : tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @sub_bool(%a: tensor<4xi1>, %o: tensor<4xi1>) {
  %0 = linalg.sub ins(%a, %a : tensor<4xi1>, tensor<4xi1>) outs(%o : tensor<4xi1>) -> tensor<4xi1>
  return
}

// -----

func.func @div_unsigned_float(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = linalg.div_unsigned ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @matvec_args(%a: tensor<4x8xf32>, %o: tensor<4xf32>) {
  %0 = linalg.matvec ins(%a : tensor<4x8xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @conv_strides_shape(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3x8xf32>, %o: tensor<1x7x7x8xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<3xi64>} ins(%i, %f : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x7x7x8xf32>) -> tensor<1x7x7x8xf32>
  return
}

// -----

func.func @conv_strides_type(%i: tensor<1x9x3xf32>, %f: tensor<3x3x8xf32>, %o: tensor<1x7x8xf32>) {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi32>} ins(%i, %f : tensor<1x9x3xf32>, tensor<3x3x8xf32>) outs(%o : tensor<1x7x8xf32>) -> tensor<1x7x8xf32>
  return
}

// -----

func.func @contract_no_maps(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %o: tensor<4x2xf32>) {
  %0 = linalg.contract ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%o : tensor<4x2xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @contract_not_maps(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %o: tensor<4x2xf32>) {
  %0 = linalg.contract indexing_maps = [1, 2, 3] ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%o : tensor<4x2xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @pack_no_tiles(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return
}

// -----

func.func @softmax_elem(%a: tensor<2x16xf16>, %b: tensor<2x16xf32>) {
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16xf16>) outs(%b : tensor<2x16xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @winograd_rank(%f: tensor<2x3x3xf32>, %o: tensor<6x6x5x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return
}

// -----

func.func @winograd_fmr(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_9_9) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return
}

// -----

"func.func"() <{sym_name = "generic_strides", function_type = (tensor<1x9x3xf32>, tensor<3x3x8xf32>, tensor<1x7x8xf32>) -> ()}> ({
^bb0(%i: tensor<1x9x3xf32>, %f: tensor<3x3x8xf32>, %o: tensor<1x7x8xf32>):
  %0 = "linalg.conv_1d_nwc_wcf"(%i, %f, %o) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    "linalg.yield"(%c) : (f32) -> ()
  }) : (tensor<1x9x3xf32>, tensor<3x3x8xf32>, tensor<1x7x8xf32>) -> tensor<1x7x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @fill_type(%v: i8, %o: tensor<4xi32>) {
  %0 = linalg.fill ins(%v : i8) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @conv_shape(%i: tensor<1x6x6x3xf32>, %f: tensor<3x3x3x8xf32>, %o: tensor<1x7x7x8xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%i, %f : tensor<1x6x6x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x7x7x8xf32>) -> tensor<1x7x7x8xf32>
  return
}

// -----

func.func @matvec_shape(%a: memref<4x8xf32>, %b: memref<7xf32>, %o: memref<4xf32>) {
  linalg.matvec ins(%a, %b : memref<4x8xf32>, memref<7xf32>) outs(%o : memref<4xf32>)
  return
}

// -----

func.func @pool_strided(%a: tensor<1x9x9x4xf32>, %w: tensor<3x3xf32>, %o: tensor<1x4x4x4xf32>) {
  %0 = linalg.pooling_nhwc_max {strides = dense<3> : tensor<2xi64>} ins(%a, %w : tensor<1x9x9x4xf32>, tensor<3x3xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return
}

// -----

func.func @abs_rank(%a: tensor<4x8xf32>, %o: tensor<4xf32>) {
  %0 = linalg.abs ins(%a : tensor<4x8xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @add_shape(%a: tensor<4x8xf32>, %b: tensor<4x7xf32>, %o: tensor<4x8xf32>) {
  %0 = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x7xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

"func.func"() <{sym_name = "generic_bbarg", function_type = (tensor<4xf32>, tensor<4xf32>) -> ()}> ({
^bb0(%a: tensor<4xf32>, %o: tensor<4xf32>):
  %0 = "linalg.exp"(%a, %o) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f16, %y: f32):
    "linalg.yield"(%y) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "generic_nargs", function_type = (tensor<4xf32>, tensor<4xf32>) -> ()}> ({
^bb0(%a: tensor<4xf32>, %o: tensor<4xf32>):
  %0 = "linalg.exp"(%a, %o) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%y: f32):
    "linalg.yield"(%y) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "generic_memo", function_type = (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> ()}> ({
^bb0(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %o: tensor<4xf32>):
  %0 = "linalg.matvec"(%a, %b, %o) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    "linalg.yield"(%z) : (f32) -> ()
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "generic_memo_dims", function_type = (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> ()}> ({
^bb0(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %o: tensor<4xf32>):
  %0 = "linalg.matvec"(%a, %b, %o) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    "linalg.yield"(%z) : (f32) -> ()
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1, d2) -> (d0)>]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @matmul_shape(%a: tensor<4x8xf32>, %b: tensor<7x2xf32>, %o: tensor<4x2xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<7x2xf32>) outs(%o : tensor<4x2xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @batch_matmul_rank(%a: tensor<4x8xf32>, %b: tensor<3x8x2xf32>, %o: tensor<3x4x2xf32>) {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<4x8xf32>, tensor<3x8x2xf32>) outs(%o : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
  return
}

// -----

func.func @batch_reduce_matmul_shape(%a: tensor<3x4x8xf32>, %b: tensor<3x8x2xf32>, %o: tensor<5x2xf32>) {
  %0 = linalg.batch_reduce_matmul ins(%a, %b : tensor<3x4x8xf32>, tensor<3x8x2xf32>) outs(%o : tensor<5x2xf32>) -> tensor<5x2xf32>
  return
}

// -----

func.func @contract_shape(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %o: tensor<4x3xf32>) {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%o : tensor<4x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @generic_dims(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @generic_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<5xf32>
  return
}

// -----

func.func @generic_negative(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 - 1)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}
