#map = affine_map<(d0, d1) -> (d0 * 16 + d1)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x16xf32, #map>, index) -> f32, sym_name = "cast_affine"}> ({
  ^bb0(%arg6: memref<?x16xf32, #map>, %arg7: index):
    %11 = "memref.cast"(%arg6) : (memref<?x16xf32, #map>) -> memref<?x?xf32, #map1>
    %12 = "memref.subview"(%11, %arg7, %arg7) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32, #map1>, index, index) -> memref<4x4xf32, strided<[?, 1], offset: ?>>
    %13 = "memref.load"(%12, %arg7, %arg7) : (memref<4x4xf32, strided<[?, 1], offset: ?>>, index, index) -> f32
    "func.return"(%13) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x16xf32, #map>, memref<4x16xf32>) -> (), sym_name = "copy_affine"}> ({
  ^bb0(%arg4: memref<4x16xf32, #map>, %arg5: memref<4x16xf32>):
    %10 = "memref.cast"(%arg4) : (memref<4x16xf32, #map>) -> memref<4x16xf32, strided<[?, ?], offset: ?>>
    "memref.copy"(%10, %arg5) : (memref<4x16xf32, strided<[?, ?], offset: ?>>, memref<4x16xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x16xf32, #map>) -> memref<64xf32>, sym_name = "collapse_cast_affine"}> ({
  ^bb0(%arg3: memref<4x16xf32, #map>):
    %8 = "memref.cast"(%arg3) : (memref<4x16xf32, #map>) -> memref<4x16xf32>
    %9 = "memref.collapse_shape"(%8) <{reassociation = [[0, 1]]}> : (memref<4x16xf32>) -> memref<64xf32>
    "func.return"(%9) : (memref<64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x16xf32, #map>) -> memref<4x4xf32, strided<[16, 1], offset: ?>>, sym_name = "subview_affine_src"}> ({
  ^bb0(%arg2: memref<8x16xf32, #map>):
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "memref.subview"(%arg2, %6) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32, #map>, index) -> memref<4x4xf32, strided<[16, 1], offset: ?>>
    "func.return"(%7) : (memref<4x4xf32, strided<[16, 1], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32, strided<[16, 1]>>) -> memref<?x?xf32, strided<[?, 1]>>, sym_name = "collapse_strided_cast"}> ({
  ^bb0(%arg1: memref<4x8xf32, strided<[16, 1]>>):
    %2 = "memref.cast"(%arg1) : (memref<4x8xf32, strided<[16, 1]>>) -> memref<?x8xf32, strided<[?, 1]>>
    %3 = "memref.expand_shape"(%2) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 4>}> : (memref<?x8xf32, strided<[?, 1]>>) -> memref<?x2x4xf32, strided<[?, 4, 1]>>
    %4 = "memref.collapse_shape"(%3) <{reassociation = [[0], [1, 2]]}> : (memref<?x2x4xf32, strided<[?, 4, 1]>>) -> memref<?x8xf32, strided<[?, 1]>>
    %5 = "memref.cast"(%4) : (memref<?x8xf32, strided<[?, 1]>>) -> memref<?x?xf32, strided<[?, 1]>>
    "func.return"(%5) : (memref<?x?xf32, strided<[?, 1]>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x2x4xf32, strided<[16, 4, 1]>>) -> memref<?x?xf32, strided<[?, ?]>>, sym_name = "collapse_strided_src_cast"}> ({
  ^bb0(%arg0: memref<4x2x4xf32, strided<[16, 4, 1]>>):
    %0 = "memref.cast"(%arg0) : (memref<4x2x4xf32, strided<[16, 4, 1]>>) -> memref<?x?x?xf32, strided<[?, ?, 1]>>
    %1 = "memref.collapse_shape"(%0) <{reassociation = [[0], [1, 2]]}> : (memref<?x?x?xf32, strided<[?, ?, 1]>>) -> memref<?x?xf32, strided<[?, ?]>>
    "func.return"(%1) : (memref<?x?xf32, strided<[?, ?]>>) -> ()
  }) : () -> ()
}) : () -> ()

