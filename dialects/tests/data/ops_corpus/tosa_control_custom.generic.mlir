"builtin.module"() ({
  "tosa.variable"() <{initial_value = dense<1.000000e+00> : tensor<2xf32>, sym_name = "stateful", type = f32, var_shape = dense<2> : tensor<1xindex>}> : () -> ()
  "tosa.variable"() <{sym_name = "plain", type = i8, var_shape = dense<[1, -1]> : tensor<2xindex>}> : () -> ()
  "tosa.variable"() <{sym_name = "scalar", type = f32, var_shape = dense<> : tensor<0xindex>}> : () -> ()
  "tosa.variable"() <{initial_value = dense<[1, 2]> : tensor<2xi32>, sym_name = "attrs", type = i32, var_shape = dense<2> : tensor<1xindex>}> {tag = 1 : i32} : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, sym_name = "control"}> ({
  ^bb0(%arg15: tensor<i1>, %arg16: tensor<2xf32>, %arg17: tensor<2xf32>):
    %13 = "tosa.cond_if"(%arg15) ({
      "tosa.yield"(%arg16) : (tensor<2xf32>) -> ()
    }, {
      "tosa.yield"(%arg17) : (tensor<2xf32>) -> ()
    }) : (tensor<i1>) -> tensor<2xf32>
    %14:2 = "tosa.cond_if"(%arg15, %arg16, %arg17) ({
    ^bb0(%arg22: tensor<2xf32>, %arg23: tensor<2xf32>):
      %22 = "tosa.add"(%arg22, %arg23) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      "tosa.yield"(%22, %arg23) : (tensor<2xf32>, tensor<2xf32>) -> ()
    }, {
    ^bb0(%arg20: tensor<2xf32>, %arg21: tensor<2xf32>):
      "tosa.yield"(%arg21, %arg20) : (tensor<2xf32>, tensor<2xf32>) -> ()
    }) {note = "two"} : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    %15 = "tosa.while_loop"(%13) ({
    ^bb0(%arg19: tensor<2xf32>):
      %19 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
      %20 = "tosa.greater"(%arg19, %19) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
      %21 = "tosa.reduce_any"(%20) <{axis = 0 : i32}> : (tensor<2xi1>) -> tensor<1xi1>
      "tosa.yield"(%21) : (tensor<1xi1>) -> ()
    }, {
    ^bb0(%arg18: tensor<2xf32>):
      %18 = "tosa.sub"(%arg18, %arg16) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      "tosa.yield"(%18) : (tensor<2xf32>) -> ()
    }) : (tensor<2xf32>) -> tensor<2xf32>
    %16 = "tosa.variable_read"() <{name = "stateful"}> : () -> tensor<2xf32>
    "tosa.variable_write"(%15) <{name = "stateful"}> : (tensor<2xf32>) -> ()
    "tosa.variable_write"(%16) <{name = "stateful"}> {tag} : (tensor<2xf32>) -> ()
    %17:2 = "tosa.custom"(%arg16, %arg17) <{domain_name = "d", implementation_attrs = "", operator_name = "op"}> : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xi8>)
    "func.return"(%14#0) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x4x2xf32>, tensor<1x4x4x2xi8>) -> tensor<1x8x8x2xf32>, sym_name = "resize"}> ({
  ^bb0(%arg13: tensor<1x4x4x2xf32>, %arg14: tensor<1x4x4x2xi8>):
    %7 = "tosa.const_shape"() <{values = dense<[4, 2, 4, 2]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %8 = "tosa.const_shape"() <{values = dense<-1> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %9 = "tosa.const_shape"() <{values = dense<1> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %10 = "tosa.resize"(%arg13, %7, %8, %9) <{mode = #tosa.resize_mode<BILINEAR>}> : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xf32>
    %11 = "tosa.resize"(%arg14, %7, %8, %9) <{mode = #tosa.resize_mode<NEAREST_NEIGHBOR>}> : (tensor<1x4x4x2xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xi8>
    %12 = "tosa.resize"(%arg13, %7, %8, %9) <{mode = #tosa.resize_mode<NEAREST_NEIGHBOR>}> {note = 3 : i64} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xf32>
    "func.return"(%10) : (tensor<1x8x8x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>, i32, i32, i8, vector<4xi48>, vector<4xi8>) -> tensor<4xi32>, sym_name = "apply_scale"}> ({
  ^bb0(%arg5: tensor<4xi32>, %arg6: tensor<4xi32>, %arg7: tensor<4xi8>, %arg8: i32, %arg9: i32, %arg10: i8, %arg11: vector<4xi48>, %arg12: vector<4xi8>):
    %4 = "tosa.apply_scale"(%arg5, %arg6, %arg7) <{rounding_mode = #tosa.rounding_mode<DOUBLE_ROUND>}> : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
    %5 = "tosa.apply_scale"(%arg8, %arg9, %arg10) <{rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>}> : (i32, i32, i8) -> i32
    %6 = "tosa.apply_scale"(%arg11, %arg11, %arg12) <{rounding_mode = #tosa.rounding_mode<INEXACT_ROUND>}> : (vector<4xi48>, vector<4xi48>, vector<4xi8>) -> vector<4xi32>
    "func.return"(%4) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<4x64xf32>, tensor<2x64xf4E2M1FN>, tensor<2x2xf8E8M0FNU>) -> tensor<1x4x4xf32>, sym_name = "block_scaled"}> ({
  ^bb0(%arg0: tensor<1x4x32xf8E4M3FN>, %arg1: tensor<1x4x1xf8E8M0FNU>, %arg2: tensor<4x64xf32>, %arg3: tensor<2x64xf4E2M1FN>, %arg4: tensor<2x2xf8E8M0FNU>):
    %0 = "tosa.cast_from_block_scaled"(%arg0, %arg1) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x32xf32>
    %1:2 = "tosa.cast_to_block_scaled"(%arg2) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x64xf32>) -> (tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>)
    %2 = "tosa.matmul_t_block_scaled"(%arg0, %arg1, %arg0, %arg1) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x4xf32>
    %3 = "tosa.cast_from_block_scaled"(%arg3, %arg4) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x64xf4E2M1FN>, tensor<2x2xf8E8M0FNU>) -> tensor<2x64xbf16>
    "func.return"(%2) : (tensor<1x4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

