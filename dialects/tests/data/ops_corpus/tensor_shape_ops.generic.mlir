"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>, sym_name = "concat"}> ({
  ^bb0(%arg25: tensor<2x3xf32>, %arg26: tensor<?x3xf32>):
    %18 = "tensor.concat"(%arg25, %arg26) <{dim = 0 : i64}> : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    %19 = "tensor.concat"(%arg25, %arg25) <{dim = 1 : i64}> {tag = 1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
    "func.return"(%18) : (tensor<?x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x5x6xf32>, tensor<1x2x2xindex>, tensor<7x1xi32>) -> (), sym_name = "gather_scatter"}> ({
  ^bb0(%arg22: tensor<4x5x6xf32>, %arg23: tensor<1x2x2xindex>, %arg24: tensor<7x1xi32>):
    %13 = "tensor.gather"(%arg22, %arg23) <{gather_dims = array<i64: 0, 2>}> : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
    %14 = "tensor.gather"(%arg22, %arg23) <{gather_dims = array<i64: 0, 2>, unique}> : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
    %15 = "tensor.gather"(%arg22, %arg24) <{gather_dims = array<i64: 1>}> : (tensor<4x5x6xf32>, tensor<7x1xi32>) -> tensor<7x4x1x6xf32>
    %16 = "tensor.scatter"(%13, %arg22, %arg23) <{scatter_dims = array<i64: 0, 2>, unique}> : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
    %17 = "tensor.scatter"(%14, %arg22, %arg23) <{scatter_dims = array<i64: 0, 2>, unique}> {note = "r"} : (tensor<1x2x5xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> tensor<?x3x?xindex>, sym_name = "generate"}> ({
  ^bb0(%arg16: index, %arg17: index):
    %9 = "tensor.generate"(%arg16, %arg17) ({
    ^bb0(%arg19: index, %arg20: index, %arg21: index):
      %12 = "arith.addi"(%arg19, %arg21) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "tensor.yield"(%12) : (index) -> ()
    }) : (index, index) -> tensor<?x3x?xindex>
    %10 = "tensor.generate"() ({
    ^bb0(%arg18: index):
      %11 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "tensor.yield"(%11) : (f32) -> ()
    }) {attr} : () -> tensor<4xf32>
    "func.return"(%9) : (tensor<?x3x?xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x5xf32>, index, index, f32) -> tensor<?x?xf32>, sym_name = "pad"}> ({
  ^bb0(%arg6: tensor<?x5xf32>, %arg7: index, %arg8: index, %arg9: f32):
    %6 = "tensor.pad"(%arg6, %arg7, %arg8) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 2, -9223372036854775808>, static_low = array<i64: -9223372036854775808, 1>}> ({
    ^bb0(%arg14: index, %arg15: index):
      "tensor.yield"(%arg9) : (f32) -> ()
    }) : (tensor<?x5xf32>, index, index) -> tensor<?x?xf32>
    %7 = "tensor.pad"(%arg6) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg12: index, %arg13: index):
      "tensor.yield"(%arg9) : (f32) -> ()
    }) : (tensor<?x5xf32>) -> tensor<?x5xf32>
    %8 = "tensor.pad"(%arg6) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 3, 4>, static_low = array<i64: 1, 2>}> ({
    ^bb0(%arg10: index, %arg11: index):
      "tensor.yield"(%arg9) : (f32) -> ()
    }) {marker} : (tensor<?x5xf32>) -> tensor<?x11xf32>
    "func.return"(%6) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<1xi32>, tensor<?xindex>, tensor<*xf32>, f32, index) -> (), sym_name = "reshape_splat"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<1xi32>, %arg2: tensor<?xindex>, %arg3: tensor<*xf32>, %arg4: f32, %arg5: index):
    %0 = "tensor.reshape"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
    %1 = "tensor.reshape"(%arg0, %arg2) : (tensor<2x3xf32>, tensor<?xindex>) -> tensor<*xf32>
    %2 = "tensor.reshape"(%arg3, %arg1) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
    %3 = "tensor.splat"(%arg4) : (f32) -> tensor<4x4xf32>
    %4 = "tensor.splat"(%arg4, %arg5, %arg5) : (f32, index, index) -> tensor<?x2x?xf32>
    %5 = "tensor.splat"(%arg5) {k = 0 : i64} : (index) -> tensor<8xindex>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

