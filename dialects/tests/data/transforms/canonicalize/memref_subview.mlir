"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x16x4xf32>, index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, sym_name = "subview_const"}> ({
  ^bb0(%arg14: memref<8x16x4xf32>, %arg15: index):
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 1 : index}> : () -> index
    %15 = "arith.constant"() <{value = 2 : index}> : () -> index
    %16 = "arith.constant"() <{value = 4 : index}> : () -> index
    %17 = "memref.subview"(%arg14, %13, %arg15, %14, %16, %15, %14, %14, %15, %14) <{operandSegmentSizes = array<i32: 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (memref<8x16x4xf32>, index, index, index, index, index, index, index, index, index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    "func.return"(%17) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x16xf32>, index, index) -> memref<?x?xf32, strided<[?, 1], offset: ?>>, sym_name = "subview_of_cast"}> ({
  ^bb0(%arg11: memref<8x16xf32>, %arg12: index, %arg13: index):
    %11 = "memref.cast"(%arg11) : (memref<8x16xf32>) -> memref<?x?xf32>
    %12 = "memref.subview"(%11, %arg12, %arg13, %arg12, %arg13) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32>, index, index, index, index) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
    "func.return"(%12) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x16x1xf32>, index, index) -> memref<?xf32, strided<[?], offset: ?>>, sym_name = "subview_of_cast_rr"}> ({
  ^bb0(%arg8: memref<8x16x1xf32>, %arg9: index, %arg10: index):
    %9 = "memref.cast"(%arg8) : (memref<8x16x1xf32>) -> memref<?x?x?xf32>
    %10 = "memref.subview"(%9, %arg9, %arg10, %arg10) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808, 1>, static_strides = array<i64: 1, 1, 1>}> : (memref<?x?x?xf32>, index, index, index) -> memref<?xf32, strided<[?], offset: ?>>
    "func.return"(%10) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x16xf32, strided<[?, 1], offset: ?>>) -> memref<8x16xf32, strided<[?, 1], offset: ?>>, sym_name = "trivial_subview_dynamic_layout"}> ({
  ^bb0(%arg7: memref<8x16xf32, strided<[?, 1], offset: ?>>):
    %8 = "memref.subview"(%arg7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32, strided<[?, 1], offset: ?>>) -> memref<8x16xf32, strided<[?, 1], offset: ?>>
    "func.return"(%8) : (memref<8x16xf32, strided<[?, 1], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index, index, index) -> memref<?x?xf32, strided<[?, 1], offset: ?>>, sym_name = "subview_of_subview_noop"}> ({
  ^bb0(%arg3: memref<?x?xf32>, %arg4: index, %arg5: index, %arg6: index):
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "memref.subview"(%arg3, %arg6, %arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32>, index, index, index) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
    %7 = "memref.subview"(%6, %5, %arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32, strided<[?, 1], offset: ?>>, index, index, index) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
    "func.return"(%7) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16xf32>) -> memref<4xf32, strided<[?], offset: ?>>, sym_name = "subview_neg_stride"}> ({
  ^bb0(%arg2: memref<16xf32>):
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "memref.subview"(%arg2, %3, %2) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: -9223372036854775808>}> : (memref<16xf32>, index, index) -> memref<4xf32, strided<[?], offset: ?>>
    "func.return"(%4) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x1x8xf32>, index) -> memref<1x?xf32, strided<[8, 1], offset: ?>>, sym_name = "subview_multi_unit"}> ({
  ^bb0(%arg0: memref<1x1x8xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "memref.subview"(%arg0, %arg1, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, 0, -9223372036854775808>, static_sizes = array<i64: 1, 1, -9223372036854775808>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x1x8xf32>, index, index) -> memref<1x?xf32, strided<[8, 1], offset: ?>>
    "func.return"(%1) : (memref<1x?xf32, strided<[8, 1], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

