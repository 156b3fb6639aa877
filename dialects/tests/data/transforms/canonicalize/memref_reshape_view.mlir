#map = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x3x4xf32>) -> memref<6x2x2xf32>, sym_name = "expand_of_collapse_static"}> ({
  ^bb0(%arg32: memref<2x3x4xf32>):
    %36 = "memref.collapse_shape"(%arg32) <{reassociation = [[0, 1], [2]]}> : (memref<2x3x4xf32>) -> memref<6x4xf32>
    %37 = "memref.expand_shape"(%36) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 6, 2, 2>}> : (memref<6x4xf32>) -> memref<6x2x2xf32>
    "func.return"(%37) : (memref<6x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x3x4x5xf32>) -> memref<6x20xf32>, sym_name = "expand_of_collapse_to_collapse"}> ({
  ^bb0(%arg31: memref<2x3x4x5xf32>):
    %34 = "memref.collapse_shape"(%arg31) <{reassociation = [[0, 1, 2, 3]]}> : (memref<2x3x4x5xf32>) -> memref<120xf32>
    %35 = "memref.expand_shape"(%34) <{reassociation = [[0, 1]], static_output_shape = array<i64: 6, 20>}> : (memref<120xf32>) -> memref<6x20xf32>
    "func.return"(%35) : (memref<6x20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<6x20xf32>) -> memref<2x3x4x5xf32>, sym_name = "expand_of_collapse_to_expand"}> ({
  ^bb0(%arg30: memref<6x20xf32>):
    %32 = "memref.collapse_shape"(%arg30) <{reassociation = [[0, 1]]}> : (memref<6x20xf32>) -> memref<120xf32>
    %33 = "memref.expand_shape"(%32) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 2, 3, 4, 5>}> : (memref<120xf32>) -> memref<2x3x4x5xf32>
    "func.return"(%33) : (memref<2x3x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> memref<?xf32>, sym_name = "collapse_of_expand_dyn"}> ({
  ^bb0(%arg27: memref<?x?xf32>, %arg28: index, %arg29: index):
    %30 = "memref.expand_shape"(%arg27, %arg28, %arg29) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x4x?xf32>
    %31 = "memref.collapse_shape"(%30) <{reassociation = [[0, 1, 2]]}> : (memref<?x4x?xf32>) -> memref<?xf32>
    "func.return"(%31) : (memref<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index, index, index) -> memref<?x?x?xf32>, sym_name = "collapse_of_expand_to_expand"}> ({
  ^bb0(%arg23: memref<?x?xf32>, %arg24: index, %arg25: index, %arg26: index):
    %28 = "memref.expand_shape"(%arg23, %arg24, %arg25, %arg26) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808, -9223372036854775808>}> : (memref<?x?xf32>, index, index, index) -> memref<?x4x?x?xf32>
    %29 = "memref.collapse_shape"(%28) <{reassociation = [[0], [1, 2], [3]]}> : (memref<?x4x?x?xf32>) -> memref<?x?x?xf32>
    "func.return"(%29) : (memref<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> memref<?x8x?xf32>, sym_name = "collapse_of_expand_static_mul"}> ({
  ^bb0(%arg20: memref<?x?xf32>, %arg21: index, %arg22: index):
    %26 = "memref.expand_shape"(%arg20, %arg21, %arg22) <{reassociation = [[0, 1, 2], [3, 4]], static_output_shape = array<i64: -9223372036854775808, 4, 2, -9223372036854775808, 3>}> : (memref<?x?xf32>, index, index) -> memref<?x4x2x?x3xf32>
    %27 = "memref.collapse_shape"(%26) <{reassociation = [[0], [1, 2], [3, 4]]}> : (memref<?x4x2x?x3xf32>) -> memref<?x8x?xf32>
    "func.return"(%27) : (memref<?x8x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>>, sym_name = "transpose_chain"}> ({
  ^bb0(%arg19: memref<2x3x4xf32>):
    %24 = "memref.transpose"(%arg19) <{permutation = #map}> : (memref<2x3x4xf32>) -> memref<3x2x4xf32, strided<[4, 12, 1]>>
    %25 = "memref.transpose"(%24) <{permutation = #map1}> : (memref<3x2x4xf32, strided<[4, 12, 1]>>) -> memref<4x2x3xf32, strided<[1, 12, 4]>>
    "func.return"(%25) : (memref<4x2x3xf32, strided<[1, 12, 4]>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2048xi8>, index) -> memref<?x?x4xf32>, sym_name = "view_const"}> ({
  ^bb0(%arg17: memref<2048xi8>, %arg18: index):
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "arith.constant"() <{value = 7 : index}> : () -> index
    %23 = "memref.view"(%arg17, %21, %22, %arg18) : (memref<2048xi8>, index, index, index) -> memref<?x?x4xf32>
    "func.return"(%23) : (memref<?x?x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16xi8>, index) -> memref<16xi8>, sym_name = "view_static"}> ({
  ^bb0(%arg15: memref<16xi8>, %arg16: index):
    %20 = "memref.view"(%arg15, %arg16) : (memref<16xi8>, index) -> memref<16xi8>
    "func.return"(%20) : (memref<16xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> memref<?x4xf32>, sym_name = "view_of_cast_alloc"}> ({
  ^bb0(%arg14: index):
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %18 = "memref.cast"(%17) : (memref<2048xi8>) -> memref<?xi8>
    %19 = "memref.view"(%18, %16, %arg14) : (memref<?xi8>, index, index) -> memref<?x4xf32>
    "func.return"(%19) : (memref<?x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32, 1>) -> memref<4xf32, 3>, sym_name = "msc"}> ({
  ^bb0(%arg13: memref<4xf32, 1>):
    %13 = "memref.memory_space_cast"(%arg13) : (memref<4xf32, 1>) -> memref<4xf32>
    %14 = "memref.memory_space_cast"(%13) : (memref<4xf32>) -> memref<4xf32, 2>
    %15 = "memref.memory_space_cast"(%14) : (memref<4xf32, 2>) -> memref<4xf32, 3>
    "func.return"(%15) : (memref<4xf32, 3>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16xf32>, memref<16xf32, 2>, memref<1xi32>, index, index) -> (), sym_name = "dma"}> ({
  ^bb0(%arg8: memref<16xf32>, %arg9: memref<16xf32, 2>, %arg10: memref<1xi32>, %arg11: index, %arg12: index):
    %11 = "memref.cast"(%arg8) : (memref<16xf32>) -> memref<?xf32>
    %12 = "memref.cast"(%arg10) : (memref<1xi32>) -> memref<?xi32>
    "memref.dma_start"(%11, %arg11, %arg9, %arg11, %arg12, %12, %arg11) : (memref<?xf32>, index, memref<16xf32, 2>, index, index, memref<?xi32>, index) -> ()
    "memref.dma_wait"(%12, %arg11, %arg12) : (memref<?xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x?xf32>) -> (index, index, index), sym_name = "extract_meta_cast"}> ({
  ^bb0(%arg7: memref<4x?xf32>):
    %9 = "memref.cast"(%arg7) : (memref<4x?xf32>) -> memref<?x?xf32>
    %10:6 = "memref.extract_strided_metadata"(%9) : (memref<?x?xf32>) -> (memref<f32>, index, index, index, index, index)
    "func.return"(%10#2, %10#3, %10#4) : (index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>, sym_name = "reinterpret_const"}> ({
  ^bb0(%arg5: memref<?xf32>, %arg6: index):
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "memref.reinterpret_cast"(%arg5, %7, %6, %arg6, %arg6, %7) <{operandSegmentSizes = array<i32: 1, 1, 2, 2>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<?xf32>, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
    "func.return"(%8) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>, index, index) -> memref<?xi8>, sym_name = "reinterpret_subview_nonzero"}> ({
  ^bb0(%arg2: memref<?xi8>, %arg3: index, %arg4: index):
    %4 = "memref.subview"(%arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 4>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<?xi8>, index) -> memref<?xi8, strided<[1], offset: 4>>
    %5 = "memref.reinterpret_cast"(%4, %arg4) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<?xi8, strided<[1], offset: 4>>, index) -> memref<?xi8>
    "func.return"(%5) : (memref<?xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16xi8>) -> memref<16xi8>, sym_name = "view_static0"}> ({
  ^bb0(%arg1: memref<16xi8>):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "memref.view"(%arg1, %2) : (memref<16xi8>, index) -> memref<16xi8>
    "func.return"(%3) : (memref<16xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16xi8>) -> memref<16xi8>, sym_name = "view_static1"}> ({
  ^bb0(%arg0: memref<16xi8>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "memref.view"(%arg0, %0) : (memref<16xi8>, index) -> memref<16xi8>
    "func.return"(%1) : (memref<16xi8>) -> ()
  }) : () -> ()
}) : () -> ()

