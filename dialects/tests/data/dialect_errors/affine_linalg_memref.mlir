// Invalid affine, linalg, memref, tensor and tosa ops, in custom and generic
// form; each case's first error line is in affine_linalg_memref.expected.
"func.func"() <{sym_name = "apply_mismatch", function_type = (index, index) -> ()}> ({
^bb0(%i: index, %j: index):
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i, %j)
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "for_no_to", function_type = () -> ()}> ({
  affine.for %i = 0 10 {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "for_max", function_type = (index) -> ()}> ({
^bb0(%n: index):
  affine.for %i = affine_map<(d0) -> (0, d0)>(%n) to 10 {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "for_step", function_type = () -> ()}> ({
  affine.for %i = 0 to 10 step -1 {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "load_nonaffine", function_type = (memref<10xf32>, index, index) -> ()}> ({
^bb0(%A: memref<10xf32>, %i: index, %j: index):
  %0 = affine.load %A[%i * %j] : memref<10xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "if_dims", function_type = (index) -> ()}> ({
^bb0(%i: index):
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "parallel_reduce", function_type = () -> ()}> ({
  %0 = affine.parallel (%i) = (0) to (10) reduce ("frobnicate") -> (f32) {
    %c = "utest.c"() : () -> f32
    affine.yield %c : f32
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "prefetch_rw", function_type = (memref<10xf32>, index) -> ()}> ({
^bb0(%A: memref<10xf32>, %i: index):
  affine.prefetch %A[%i], modify, locality<3>, data : memref<10xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "load_rank", function_type = (memref<10x10xf32>, index) -> ()}> ({
^bb0(%A: memref<10x10xf32>, %i: index):
  %0 = affine.load %A[%i] : memref<10x10xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "store_generic", function_type = (memref<10xf32>, i32, index) -> ()}> ({
^bb0(%A: memref<10xf32>, %v: i32, %i: index):
  "affine.store"(%v, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<10xf32>, index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "apply_generic", function_type = (index) -> ()}> ({
^bb0(%i: index):
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "min_generic", function_type = () -> ()}> ({
  %0 = "affine.min"() <{map = affine_map<() -> ()>}> : () -> index
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "load_generic_subscripts", function_type = (memref<10xf32>, index) -> ()}> ({
^bb0(%A: memref<10xf32>, %i: index):
  %0 = "affine.load"(%A, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, index) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "for_generic_iv", function_type = () -> ()}> ({
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "if_generic_operands", function_type = (index) -> ()}> ({
^bb0(%i: index):
  "affine.if"(%i, %i) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index, index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "generic_no_iterators", function_type = (tensor<4xf32>) -> ()}> ({
^bb0(%t: tensor<4xf32>):
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>]} outs(%t : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "generic_bad_iterator", function_type = (tensor<4xf32>) -> ()}> ({
^bb0(%t: tensor<4xf32>):
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["sideways"]} outs(%t : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "matmul_maps", function_type = (tensor<4x4xf32>) -> ()}> ({
^bb0(%t: tensor<4x4xf32>):
  %0 = linalg.matmul indexing_maps = [3, 4, 5] ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "generic_map_count", function_type = (tensor<4xf32>) -> ()}> ({
^bb0(%t: tensor<4xf32>):
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  } -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "empty_unranked", function_type = () -> ()}> ({
  %0 = tensor.empty() : tensor<*xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_generic", function_type = (tensor<4xf32>, index) -> ()}> ({
^bb0(%t: tensor<4xf32>, %i: index):
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "memref_load_generic", function_type = (memref<4xf32>, index) -> ()}> ({
^bb0(%m: memref<4xf32>, %i: index):
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "memref_alloc_align", function_type = () -> ()}> ({
  %0 = memref.alloc() {alignment = 3 : i64} : memref<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "tosa_add_types", function_type = (tensor<4xf32>, tensor<4xi32>) -> ()}> ({
^bb0(%a: tensor<4xf32>, %b: tensor<4xi32>):
  %0 = "tosa.abs"(%b) : (tensor<4xi32>) -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "collapse_generic", function_type = (tensor<2x3xf32>) -> ()}> ({
^bb0(%t: tensor<2x3xf32>):
  %0 = "tensor.collapse_shape"(%t) : (tensor<2x3xf32>) -> tensor<6xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "load_not_memref", function_type = (tensor<4xf32>, index) -> ()}> ({
^bb0(%t: tensor<4xf32>, %i: index):
  %0 = affine.load %t[%i] : tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "symbol_paren", function_type = (memref<10xf32>, index) -> ()}> ({
^bb0(%A: memref<10xf32>, %n: index):
  %0 = affine.load %A[symbol %n] : memref<10xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "vector_load_types", function_type = (memref<10xf32>, index) -> ()}> ({
^bb0(%A: memref<10xf32>, %i: index):
  %0 = affine.vector_load %A[%i] : memref<10xf32>, vector<4xi32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "map_no_name", function_type = (tensor<4xf32>, tensor<4xf32>) -> ()}> ({
^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
  %0 = linalg.map { 42 } ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "map_no_rbrace", function_type = (tensor<4xf32>, tensor<4xf32>) -> ()}> ({
^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
  %0 = linalg.map { arith.negf ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "reduce_no_dims", function_type = (tensor<4x8xf32>, tensor<8xf32>) -> ()}> ({
^bb0(%a: tensor<4x8xf32>, %b: tensor<8xf32>):
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<8xf32>)
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "transpose_perm", function_type = (tensor<4x8xf32>, tensor<8x4xf32>) -> ()}> ({
^bb0(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>):
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, x]
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_eq", function_type = (tensor<8xf32>, tensor<4x8xf32>) -> ()}> ({
^bb0(%a: tensor<8xf32>, %b: tensor<4x8xf32>):
  %0 = linalg.broadcast ins(%a : tensor<8xf32>) outs(%b : tensor<4x8xf32>) dimensions [0]
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "map_region_args", function_type = (tensor<4xf32>, tensor<4xf32>) -> ()}> ({
^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) (%x f32) {
    linalg.yield %x : f32
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "memref_transpose_map", function_type = (memref<4x8xf32>) -> ()}> ({
^bb0(%a: memref<4x8xf32>):
  %0 = memref.transpose %a (d0, d1) -> (d1, d2) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "memref_transpose_to", function_type = (memref<4x8xf32>) -> ()}> ({
^bb0(%a: memref<4x8xf32>):
  %0 = memref.transpose %a (d0, d1) -> (d1, d0) : memref<4x8xf32> into memref<8x4xf32, strided<[1, 8]>>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "atomic_rmw_kind", function_type = (f32, memref<4xf32>, index) -> ()}> ({
^bb0(%v: f32, %m: memref<4xf32>, %i: index):
  %0 = memref.atomic_rmw frob %v, %m[%i] : (f32, memref<4xf32>) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "generic_atomic_rmw_colon", function_type = (memref<4xf32>, index) -> ()}> ({
^bb0(%m: memref<4xf32>, %i: index):
  %0 = memref.generic_atomic_rmw %m[%i] memref<4xf32> {
  ^bb0(%c: f32):
    memref.atomic_yield %c : f32
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "expand_shape_kw", function_type = (memref<24xf32>) -> ()}> ({
^bb0(%m: memref<24xf32>):
  %0 = memref.expand_shape %m [[0, 1]] [2, 12] : memref<24xf32> into memref<2x12xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "clamp_nan_mode", function_type = (tensor<4xf32>) -> ()}> ({
^bb0(%a: tensor<4xf32>):
  %0 = tosa.clamp %a {max_val = 6.0 : f32, min_val = 0.0 : f32, nan_mode = SOMETIMES} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "rescale_rounding", function_type = (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> ()}> ({
^bb0(%a: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>):
  %0 = tosa.rescale %a, %m, %s, %s, %s {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = UP, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "maximum_operands", function_type = (tensor<4xf32>) -> ()}> ({
^bb0(%a: tensor<4xf32>):
  %0 = tosa.maximum %a, %a : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "depthwise_types", function_type = (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%i: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>, %z: tensor<1xf32>):
  %0 = tosa.depthwise_conv2d %i, %w, %b, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "transpose_not_perm", function_type = (tensor<4x16xf32>, tensor<16x4xf32>) -> ()}> ({
^bb0(%a: tensor<4x16xf32>, %b: tensor<16x4xf32>):
  %0 = linalg.transpose ins(%a : tensor<4x16xf32>) outs(%b : tensor<16x4xf32>) permutation = [0, 0]
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "transpose_dims", function_type = (tensor<4x16xf32>, tensor<16x4xf32>) -> ()}> ({
^bb0(%a: tensor<4x16xf32>, %b: tensor<16x4xf32>):
  %0 = linalg.transpose ins(%a : tensor<4x16xf32>) outs(%b : tensor<16x4xf32>) permutation = [0, 1]
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "map_arity", function_type = (tensor<4x16xf32>, tensor<4x16xf32>) -> ()}> ({
^bb0(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>):
  %0 = linalg.map ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) (%x: f32) {
    linalg.yield %x : f32
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_dim", function_type = (tensor<16xf32>, tensor<4x16xf32>) -> ()}> ({
^bb0(%a: tensor<16xf32>, %b: tensor<4x16xf32>):
  %0 = linalg.broadcast ins(%a : tensor<16xf32>) outs(%b : tensor<4x16xf32>) dimensions = [1]
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_range", function_type = (tensor<16xf32>, tensor<4x16xf32>) -> ()}> ({
^bb0(%a: tensor<16xf32>, %b: tensor<4x16xf32>):
  %0 = linalg.broadcast ins(%a : tensor<16xf32>) outs(%b : tensor<4x16xf32>) dimensions = [2]
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_dup", function_type = (tensor<f32>, tensor<4x16xf32>) -> ()}> ({
^bb0(%a: tensor<f32>, %b: tensor<4x16xf32>):
  %0 = linalg.broadcast ins(%a : tensor<f32>) outs(%b : tensor<4x16xf32>) dimensions = [0, 0]
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "map_ok", function_type = (tensor<4x16xf32>, tensor<4x16xf32>) -> ()}> ({
^bb0(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>):
  %0 = linalg.map { arith.negf } ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>)
  %1 = linalg.transpose ins(%a : tensor<4x16xf32>) outs(%b : tensor<4x16xf32>) permutation = [0, 1]
  "func.return"() : () -> ()
}) : () -> ()
// -----
func.func @matmul_bad_cast(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul {cast = 1 : i32} ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @conv_bad_strides(%in: tensor<1x4x4x1xf32>, %f: tensor<2x2x1x1xf32>, %o: tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = 1 : i32} ins(%in, %f : tensor<1x4x4x1xf32>, tensor<2x2x1x1xf32>) outs(%o : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %0 : tensor<1x3x3x1xf32>
}
