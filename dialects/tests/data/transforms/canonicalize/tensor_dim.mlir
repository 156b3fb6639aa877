#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?xf32>) -> index, sym_name = "dim_static"}> ({
  ^bb0(%arg23: tensor<4x?xf32>):
    %30 = "arith.constant"() <{value = 0 : index}> : () -> index
    %31 = "tensor.dim"(%arg23, %30) : (tensor<4x?xf32>, index) -> index
    "func.return"(%31) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>) -> index, sym_name = "dim_oob"}> ({
  ^bb0(%arg22: tensor<4x?xf32>):
    %28 = "arith.constant"() <{value = 5 : index}> : () -> index
    %29 = "tensor.dim"(%arg22, %28) : (tensor<4x?xf32>, index) -> index
    "func.return"(%29) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (index, index), sym_name = "dim_empty"}> ({
  ^bb0(%arg20: index, %arg21: index):
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    %24 = "arith.constant"() <{value = 2 : index}> : () -> index
    %25 = "tensor.empty"(%arg20, %arg21) : (index, index) -> tensor<?x3x?xf32>
    %26 = "tensor.dim"(%25, %23) : (tensor<?x3x?xf32>, index) -> index
    %27 = "tensor.dim"(%25, %24) : (tensor<?x3x?xf32>, index) -> index
    "func.return"(%26, %27) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "dim_generate"}> ({
  ^bb0(%arg17: index):
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index
    %20 = "tensor.generate"(%arg17) ({
    ^bb0(%arg18: index, %arg19: index):
      %22 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "tensor.yield"(%22) : (f32) -> ()
    }) : (index) -> tensor<4x?xf32>
    %21 = "tensor.dim"(%20, %19) : (tensor<4x?xf32>, index) -> index
    "func.return"(%21) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, index, index) -> index, sym_name = "dim_slice"}> ({
  ^bb0(%arg14: tensor<?x?xf32>, %arg15: index, %arg16: index):
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17 = "tensor.extract_slice"(%arg14, %arg15, %arg16) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index, index) -> tensor<4x?xf32>
    %18 = "tensor.dim"(%17, %16) : (tensor<4x?xf32>, index) -> index
    "func.return"(%18) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>) -> index, sym_name = "dim_cast"}> ({
  ^bb0(%arg13: tensor<4x?xf32>):
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "tensor.cast"(%arg13) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    %15 = "tensor.dim"(%14, %13) : (tensor<?x?xf32>, index) -> index
    "func.return"(%15) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, index) -> index, sym_name = "dim_cast_static"}> ({
  ^bb0(%arg11: tensor<?x?xf32>, %arg12: index):
    %11 = "tensor.cast"(%arg11) : (tensor<?x?xf32>) -> tensor<4x?xf32>
    %12 = "tensor.dim"(%11, %arg12) : (tensor<4x?xf32>, index) -> index
    "func.return"(%12) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> index, sym_name = "dim_dps"}> ({
  ^bb0(%arg5: tensor<?x?xf32>, %arg6: tensor<?x?xf32>, %arg7: tensor<?x?xf32>):
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "linalg.matmul"(%arg5, %arg6, %arg7) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
      %9 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.addf"(%arg10, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %8 = "tensor.dim"(%7, %6) : (tensor<?x?xf32>, index) -> index
    "func.return"(%8) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2xf32>, tensor<?x?xf32>, index) -> index, sym_name = "dim_insert_slice"}> ({
  ^bb0(%arg2: tensor<2x2xf32>, %arg3: tensor<?x?xf32>, %arg4: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "tensor.insert_slice"(%arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
    %5 = "tensor.dim"(%4, %3) : (tensor<?x?xf32>, index) -> index
    "func.return"(%5) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xf32>, tensor<2xi32>) -> index, sym_name = "dim_reshape"}> ({
  ^bb0(%arg0: tensor<*xf32>, %arg1: tensor<2xi32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "tensor.reshape"(%arg0, %arg1) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %2 = "tensor.dim"(%1, %0) : (tensor<?x?xf32>, index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

