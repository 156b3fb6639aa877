"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x8xf32>) -> tensor<?x?xf32>, sym_name = "extract_const"}> ({
  ^bb0(%arg28: tensor<8x8xf32>):
    %26 = "arith.constant"() <{value = 0 : index}> : () -> index
    %27 = "arith.constant"() <{value = 2 : index}> : () -> index
    %28 = "arith.constant"() <{value = 1 : index}> : () -> index
    %29 = "tensor.extract_slice"(%arg28, %26, %28, %27, %27, %28, %28) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<8x8xf32>, index, index, index, index, index, index) -> tensor<?x?xf32>
    "func.return"(%29) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>, index) -> tensor<?x4xf32>, sym_name = "extract_const_partial"}> ({
  ^bb0(%arg26: tensor<8x8xf32>, %arg27: index):
    %24 = "arith.constant"() <{value = 1 : index}> : () -> index
    %25 = "tensor.extract_slice"(%arg26, %24) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index) -> tensor<?x4xf32>
    "func.return"(%25) : (tensor<?x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>) -> tensor<?x?xf32>, sym_name = "extract_oob"}> ({
  ^bb0(%arg25: tensor<8x8xf32>):
    %20 = "arith.constant"() <{value = 9 : index}> : () -> index
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "tensor.extract_slice"(%arg25, %20, %21) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index, index) -> tensor<?x1xf32>
    %23 = "tensor.cast"(%22) : (tensor<?x1xf32>) -> tensor<?x?xf32>
    "func.return"(%23) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "extract_identity"}> ({
  ^bb0(%arg24: tensor<8x8xf32>):
    %19 = "tensor.extract_slice"(%arg24) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%19) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>, index) -> tensor<2x2xf32>, sym_name = "extract_cast"}> ({
  ^bb0(%arg22: tensor<8x8xf32>, %arg23: index):
    %17 = "tensor.cast"(%arg22) : (tensor<8x8xf32>) -> tensor<?x?xf32>
    %18 = "tensor.extract_slice"(%17, %arg23) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index) -> tensor<2x2xf32>
    "func.return"(%18) : (tensor<2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2xf32>, tensor<8x8xf32>, index) -> tensor<2x2xf32>, sym_name = "extract_after_insert"}> ({
  ^bb0(%arg19: tensor<2x2xf32>, %arg20: tensor<8x8xf32>, %arg21: index):
    %15 = "tensor.insert_slice"(%arg19, %arg20, %arg21) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>
    %16 = "tensor.extract_slice"(%15, %arg21) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index) -> tensor<2x2xf32>
    "func.return"(%16) : (tensor<2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "insert_const"}> ({
  ^bb0(%arg17: tensor<?x?xf32>, %arg18: tensor<8x8xf32>):
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "tensor.insert_slice"(%arg17, %arg18, %13, %12, %12) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, tensor<8x8xf32>, index, index, index) -> tensor<8x8xf32>
    "func.return"(%14) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2xf32>, tensor<8x8xf32>, index) -> tensor<?x?xf32>, sym_name = "insert_cast"}> ({
  ^bb0(%arg14: tensor<2x2xf32>, %arg15: tensor<8x8xf32>, %arg16: index):
    %8 = "tensor.cast"(%arg14) : (tensor<2x2xf32>) -> tensor<?x?xf32>
    %9 = "tensor.cast"(%arg15) : (tensor<8x8xf32>) -> tensor<?x?xf32>
    %10 = "tensor.dim"(%8, %arg16) : (tensor<?x?xf32>, index) -> index
    %11 = "tensor.insert_slice"(%8, %9, %arg16, %arg16, %arg16) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32>
    "func.return"(%11) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "insert_identity"}> ({
  ^bb0(%arg12: tensor<8x8xf32>, %arg13: tensor<8x8xf32>):
    %7 = "tensor.insert_slice"(%arg12, %arg13) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%7) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2xf32>, tensor<2x2xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>, sym_name = "insert_insert"}> ({
  ^bb0(%arg8: tensor<2x2xf32>, %arg9: tensor<2x2xf32>, %arg10: tensor<8x8xf32>, %arg11: index):
    %5 = "tensor.insert_slice"(%arg8, %arg10, %arg11) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>
    %6 = "tensor.insert_slice"(%arg9, %5, %arg11) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>
    "func.return"(%6) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>, index) -> tensor<8x8xf32>, sym_name = "insert_extract"}> ({
  ^bb0(%arg6: tensor<8x8xf32>, %arg7: index):
    %3 = "tensor.extract_slice"(%arg6, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index) -> tensor<2x2xf32>
    %4 = "tensor.insert_slice"(%3, %arg6, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>
    "func.return"(%4) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<0x2xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>, sym_name = "insert_zero"}> ({
  ^bb0(%arg3: tensor<0x2xf32>, %arg4: tensor<8x8xf32>, %arg5: index):
    %2 = "tensor.insert_slice"(%arg3, %arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 0, 2>, static_strides = array<i64: 1, 1>}> : (tensor<0x2xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>
    "func.return"(%2) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>, sym_name = "insert_source_cast"}> ({
  ^bb0(%arg0: tensor<2x2xf32>, %arg1: tensor<?x?xf32>, %arg2: index):
    %0 = "tensor.cast"(%arg0) : (tensor<2x2xf32>) -> tensor<?x2xf32>
    %1 = "tensor.insert_slice"(%0, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 1, 1>}> : (tensor<?x2xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    "func.return"(%1) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

