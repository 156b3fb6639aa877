"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x8xf32>, memref<8x8xf32>, i32, i32) -> (tensor<?x4xf32>, memref<?x4xf32, strided<[8, 1], offset: ?>>, i32), sym_name = "index_constants"}> ({
  ^bb0(%arg0: tensor<8x8xf32>, %arg1: memref<8x8xf32>, %arg2: i32, %arg3: i32):
    %0 = "index.constant"() <{value = 1 : index}> : () -> index
    %1 = "index.constant"() <{value = 2 : index}> : () -> index
    %2 = "index.constant"() <{value = 4 : index}> : () -> index
    %3 = "tensor.extract_slice"(%arg0, %0, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index, index) -> tensor<?x4xf32>
    %4 = "memref.subview"(%arg1, %1, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index, index) -> memref<?x4xf32, strided<[8, 1], offset: ?>>
    %5 = "index.bool.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%3, %4, %arg2) : (tensor<?x4xf32>, memref<?x4xf32, strided<[8, 1], offset: ?>>, i32) -> ()
  ^bb2:  // pred: ^bb0
    "func.return"(%3, %4, %arg3) : (tensor<?x4xf32>, memref<?x4xf32, strided<[8, 1], offset: ?>>, i32) -> ()
  }) : () -> ()
}) : () -> ()

