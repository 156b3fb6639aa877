"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>, index, i1) -> (f32, f32, f32, f32, f32, f32, tensor<4x4xf32>, tensor<4x4xf32>), sym_name = "loads"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: memref<4x4xf32>, %arg3: memref<4x4xf32>, %arg4: index, %arg5: i1):
    %0 = "memref.load"(%arg2, %arg4, %arg4) : (memref<4x4xf32>, index, index) -> f32
    %1 = "linalg.copy"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      "linalg.yield"(%arg8) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = "memref.load"(%arg2, %arg4, %arg4) : (memref<4x4xf32>, index, index) -> f32
    "linalg.copy"(%arg3, %arg2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      "linalg.yield"(%arg6) : (f32) -> ()
    }) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
    %3 = "memref.load"(%arg2, %arg4, %arg4) : (memref<4x4xf32>, index, index) -> f32
    "cf.assert"(%arg5) <{msg = "a write"}> : (i1) -> ()
    %4 = "memref.load"(%arg2, %arg4, %arg4) : (memref<4x4xf32>, index, index) -> f32
    %5 = "linalg.softmax"(%arg0, %arg1) <{dimension = 1 : i64}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %6 = "memref.load"(%arg2, %arg4, %arg4) : (memref<4x4xf32>, index, index) -> f32
    "memref.store"(%6, %arg3, %arg4, %arg4) : (f32, memref<4x4xf32>, index, index) -> ()
    %7 = "memref.load"(%arg2, %arg4, %arg4) : (memref<4x4xf32>, index, index) -> f32
    "func.return"(%0, %2, %3, %4, %6, %7, %1, %5) : (f32, f32, f32, f32, f32, f32, tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

