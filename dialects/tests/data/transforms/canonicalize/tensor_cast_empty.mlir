"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?xf32>) -> tensor<?x8xf32>, sym_name = "chained_cast"}> ({
  ^bb0(%arg7: tensor<4x?xf32>):
    %8 = "tensor.cast"(%arg7) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    %9 = "tensor.cast"(%8) : (tensor<?x?xf32>) -> tensor<?x8xf32>
    "func.return"(%9) : (tensor<?x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "chained_cast_keep"}> ({
  ^bb0(%arg6: tensor<?x?xf32>):
    %6 = "tensor.cast"(%arg6) : (tensor<?x?xf32>) -> tensor<4x?xf32>
    %7 = "tensor.cast"(%6) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    "func.return"(%7) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> tensor<?x?xf32>, sym_name = "empty_static"}> ({
  ^bb0(%arg5: index):
    %4 = "arith.constant"() <{value = 5 : index}> : () -> index
    %5 = "tensor.empty"(%arg5, %4) : (index, index) -> tensor<?x?xf32>
    "func.return"(%5) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> tensor<4x?xf32>, sym_name = "empty_cast"}> ({
  ^bb0(%arg3: index, %arg4: index):
    %2 = "tensor.empty"(%arg3, %arg4) : (index, index) -> tensor<?x?xf32>
    %3 = "tensor.cast"(%2) : (tensor<?x?xf32>) -> tensor<4x?xf32>
    "func.return"(%3) : (tensor<4x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<128x512xf32>, index, index) -> tensor<16x512xf32>, sym_name = "cast_extract"}> ({
  ^bb0(%arg0: tensor<128x512xf32>, %arg1: index, %arg2: index):
    %0 = "tensor.extract_slice"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 512>, static_strides = array<i64: 1, 1>}> : (tensor<128x512xf32>, index, index) -> tensor<?x512xf32>
    %1 = "tensor.cast"(%0) : (tensor<?x512xf32>) -> tensor<16x512xf32>
    "func.return"(%1) : (tensor<16x512xf32>) -> ()
  }) : () -> ()
}) : () -> ()

