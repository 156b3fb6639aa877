"builtin.module"() ({
  "func.func"() <{function_type = (index, tensor<?x4xf32>) -> (), sym_name = "alloc"}> ({
  ^bb0(%arg13: index, %arg14: tensor<?x4xf32>):
    %11 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<4x5xf32>
    %12 = "bufferization.alloc_tensor"(%arg13) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?x4xf32>
    %13 = "bufferization.alloc_tensor"(%arg14) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %14 = "bufferization.alloc_tensor"(%arg13, %arg13) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (index, index) -> tensor<?x4xf32>
    %15 = "bufferization.alloc_tensor"(%arg14, %arg13) <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 0, 1, 1>}> : (tensor<?x4xf32>, index) -> tensor<?x4xf32>
    %16 = "bufferization.alloc_tensor"() <{memory_space = "gpu", operandSegmentSizes = array<i32: 0, 0, 0>}> {other} : () -> tensor<f64>
    "bufferization.dealloc_tensor"(%11) : (tensor<4x5xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x?xf32>, memref<*xi8>, tensor<4x?xf32>, tensor<*xi8>) -> (), sym_name = "casts"}> ({
  ^bb0(%arg9: memref<4x?xf32>, %arg10: memref<*xi8>, %arg11: tensor<4x?xf32>, %arg12: tensor<*xi8>):
    %3 = "bufferization.to_tensor"(%arg9) : (memref<4x?xf32>) -> tensor<4x?xf32>
    %4 = "bufferization.to_tensor"(%arg9) <{restrict, writable}> : (memref<4x?xf32>) -> tensor<4x?xf32>
    %5 = "bufferization.to_tensor"(%arg10) <{restrict}> : (memref<*xi8>) -> tensor<*xi8>
    %6 = "bufferization.to_buffer"(%arg11) : (tensor<4x?xf32>) -> memref<4x?xf32>
    %7 = "bufferization.to_buffer"(%arg12) <{read_only}> : (tensor<*xi8>) -> memref<*xi8>
    %8 = "bufferization.to_buffer"(%arg11) <{read_only}> {x} : (tensor<4x?xf32>) -> memref<4x?xf32, strided<[?, 1], offset: ?>>
    %9 = "bufferization.clone"(%arg9) : (memref<4x?xf32>) -> memref<4x?xf32>
    %10 = "bufferization.clone"(%arg10) {y} : (memref<*xi8>) -> memref<*xi8>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2xf32>, memref<*xi32>, i1, i1) -> (i1, i1), sym_name = "dealloc"}> ({
  ^bb0(%arg5: memref<2xf32>, %arg6: memref<*xi32>, %arg7: i1, %arg8: i1):
    "bufferization.dealloc"(%arg5, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> ()
    "bufferization.dealloc"(%arg5, %arg6, %arg7, %arg8) <{operandSegmentSizes = array<i32: 2, 2, 0>}> : (memref<2xf32>, memref<*xi32>, i1, i1) -> ()
    %1:2 = "bufferization.dealloc"(%arg5, %arg8, %arg5, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (memref<2xf32>, i1, memref<2xf32>, memref<*xi32>) -> (i1, i1)
    %2 = "bufferization.dealloc"(%arg6) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<*xi32>) -> i1
    "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
    "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> {z} : () -> ()
    "func.return"(%1#0, %2) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xf32>, tensor<5xf32>, memref<5xf32>, tensor<*xf32>, memref<*xf32>) -> tensor<5xf32>, sym_name = "materialize"}> ({
  ^bb0(%arg0: tensor<?xf32>, %arg1: tensor<5xf32>, %arg2: memref<5xf32>, %arg3: tensor<*xf32>, %arg4: memref<*xf32>):
    %0 = "bufferization.materialize_in_destination"(%arg0, %arg1) : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>
    "bufferization.materialize_in_destination"(%arg0, %arg2) <{restrict, writable}> : (tensor<?xf32>, memref<5xf32>) -> ()
    "bufferization.materialize_in_destination"(%arg3, %arg4) <{writable}> : (tensor<*xf32>, memref<*xf32>) -> ()
    "func.return"(%0) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) : () -> ()

