#map = affine_map<(d0, d1) -> (d0 * 8 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<memref<4xf32>>, f32) -> (), sym_name = "store_alloc_value"}> ({
  ^bb0(%arg18: memref<memref<4xf32>>, %arg19: f32):
    %22 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    "memref.store"(%22, %arg18) : (memref<4xf32>, memref<memref<4xf32>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "dealloc_cast"}> ({
  ^bb0(%arg17: index):
    %20 = "memref.alloc"(%arg17) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %21 = "memref.cast"(%20) : (memref<?xf32>) -> memref<*xf32>
    "memref.dealloc"(%21) : (memref<*xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2xf32>) -> memref<4xf32>, sym_name = "realloc_used"}> ({
  ^bb0(%arg16: memref<2xf32>):
    %19 = "memref.realloc"(%arg16) : (memref<2xf32>) -> memref<4xf32>
    "func.return"(%19) : (memref<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>) -> (), sym_name = "self_copy_casts"}> ({
  ^bb0(%arg15: memref<4xf32>):
    %18 = "memref.cast"(%arg15) : (memref<4xf32>) -> memref<?xf32>
    "memref.copy"(%18, %arg15) : (memref<?xf32>, memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> memref<?x?xf32>, sym_name = "collapse_expand_dyn2"}> ({
  ^bb0(%arg12: memref<?x?xf32>, %arg13: index, %arg14: index):
    %16 = "memref.collapse_shape"(%arg12) <{reassociation = [[0, 1]]}> : (memref<?x?xf32>) -> memref<?xf32>
    %17 = "memref.expand_shape"(%16, %arg13, %arg14) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<?xf32>, index, index) -> memref<?x?xf32>
    "func.return"(%17) : (memref<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x4xf32>, index) -> memref<?x4xf32>, sym_name = "expand_collapse_same"}> ({
  ^bb0(%arg10: memref<?x4xf32>, %arg11: index):
    %14 = "memref.expand_shape"(%arg10, %arg11) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (memref<?x4xf32>, index) -> memref<?x2x4xf32>
    %15 = "memref.collapse_shape"(%14) <{reassociation = [[0, 1], [2]]}> : (memref<?x2x4xf32>) -> memref<?x4xf32>
    "func.return"(%15) : (memref<?x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x3xf32, strided<[3, 1], offset: 5>>) -> memref<3x2xf32, strided<[2, 1], offset: 5>>, sym_name = "expand_of_collapse_strided"}> ({
  ^bb0(%arg9: memref<2x3xf32, strided<[3, 1], offset: 5>>):
    %12 = "memref.collapse_shape"(%arg9) <{reassociation = [[0, 1]]}> : (memref<2x3xf32, strided<[3, 1], offset: 5>>) -> memref<6xf32, strided<[1], offset: 5>>
    %13 = "memref.expand_shape"(%12) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 2>}> : (memref<6xf32, strided<[1], offset: 5>>) -> memref<3x2xf32, strided<[2, 1], offset: 5>>
    "func.return"(%13) : (memref<3x2xf32, strided<[2, 1], offset: 5>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32, #map>) -> memref<4x8xf32, strided<[8, 1]>>, sym_name = "trivial_subview_affine"}> ({
  ^bb0(%arg8: memref<4x8xf32, #map>):
    %11 = "memref.subview"(%arg8) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (memref<4x8xf32, #map>) -> memref<4x8xf32, strided<[8, 1]>>
    "func.return"(%11) : (memref<4x8xf32, strided<[8, 1]>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, index) -> f32, sym_name = "load_nt_cast"}> ({
  ^bb0(%arg6: memref<4xf32>, %arg7: index):
    %9 = "memref.cast"(%arg6) : (memref<4xf32>) -> memref<?xf32>
    %10 = "memref.load"(%9, %arg7) <{nontemporal = true}> : (memref<?xf32>, index) -> f32
    "func.return"(%10) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8xf32>, index) -> memref<?xf32, strided<[1], offset: ?>>, sym_name = "subview_zero_size"}> ({
  ^bb0(%arg4: memref<8xf32>, %arg5: index):
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "memref.subview"(%arg4, %arg5, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<8xf32>, index, index) -> memref<?xf32, strided<[1], offset: ?>>
    "func.return"(%8) : (memref<?xf32, strided<[1], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> index, sym_name = "dim_of_alloc_cast"}> ({
  ^bb0(%arg2: index, %arg3: index):
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "memref.alloc"(%arg2, %arg3) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xf32>
    %4 = "memref.cast"(%3) : (memref<?x?xf32>) -> memref<*xf32>
    %5 = "memref.cast"(%4) : (memref<*xf32>) -> memref<?x?xf32>
    %6 = "memref.dim"(%5, %2) : (memref<?x?xf32>, index) -> index
    "func.return"(%6) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>, sym_name = "reinterpret_meta_dyn"}> ({
  ^bb0(%arg0: memref<?x?xf32>, %arg1: index):
    %0:6 = "memref.extract_strided_metadata"(%arg0) : (memref<?x?xf32>) -> (memref<f32>, index, index, index, index, index)
    %1 = "memref.reinterpret_cast"(%0#0, %0#1, %0#2, %arg1, %0#4, %0#5) <{operandSegmentSizes = array<i32: 1, 1, 2, 2>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<f32>, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
    "func.return"(%1) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

