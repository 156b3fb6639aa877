"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<?x3xi8>, tensor<*xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<4x7xf32>, sym_name = "pad"}> ({
  ^bb0(%arg35: tensor<2x3xf32>, %arg36: tensor<?x3xi8>, %arg37: tensor<*xf32>, %arg38: tensor<1xf32>, %arg39: tensor<1xi8>):
    %32 = "tosa.const_shape"() <{values = dense<[1, 1, 2, 2]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %33 = "tosa.const_shape"() <{values = dense<[-1, 0, 0, -1]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %34 = "tosa.pad"(%arg35, %32, %arg38) : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x7xf32>
    %35 = "tosa.pad"(%arg36, %33, %arg39) : (tensor<?x3xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<?x?xi8>
    %36 = "tosa.pad"(%arg37, %32, %arg38) : (tensor<*xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x?xf32>
    "func.return"(%34) : (tensor<4x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>, tensor<?x?x?xf32>, tensor<?x?xi32>) -> tensor<2x8x4xf32>, sym_name = "scatter"}> ({
  ^bb0(%arg30: tensor<2x8x4xf32>, %arg31: tensor<2x3xi32>, %arg32: tensor<2x3x4xf32>, %arg33: tensor<?x?x?xf32>, %arg34: tensor<?x?xi32>):
    %29 = "tosa.scatter"(%arg30, %arg31, %arg32) : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<2x8x4xf32>
    %30 = "tosa.scatter"(%arg33, %arg34, %arg32) : (tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %31 = "tosa.scatter"(%arg33, %arg34, %arg33) : (tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<?x?x?xf32>) -> tensor<*xf32>
    "func.return"(%29) : (tensor<2x8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x4x2xf32>, tensor<1x1x4x2xf32>, tensor<1x?x?x2xf32>) -> tensor<1x7x7x2xf32>, sym_name = "resize"}> ({
  ^bb0(%arg27: tensor<1x4x4x2xf32>, %arg28: tensor<1x1x4x2xf32>, %arg29: tensor<1x?x?x2xf32>):
    %21 = "tosa.const_shape"() <{values = dense<[2, 1, 2, 1]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %22 = "tosa.const_shape"() <{values = dense<[4, 2, 3, 1]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %23 = "tosa.const_shape"() <{values = dense<0> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %24 = "tosa.const_shape"() <{values = dense<[2, 1]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %25 = "tosa.resize"(%arg27, %21, %23, %23) <{mode = #tosa.resize_mode<BILINEAR>}> : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
    %26 = "tosa.resize"(%arg28, %21, %23, %23) <{mode = #tosa.resize_mode<NEAREST_NEIGHBOR>}> : (tensor<1x1x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x9x7x2xf32>
    %27 = "tosa.resize"(%arg27, %22, %24, %23) <{mode = #tosa.resize_mode<BILINEAR>}> : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x6x9x2xf32>
    %28 = "tosa.resize"(%arg29, %21, %23, %23) <{mode = #tosa.resize_mode<BILINEAR>}> : (tensor<1x?x?x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5x5x2xf32>
    "func.return"(%25) : (tensor<1x7x7x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x9x8x8x2xf32>, tensor<4x3x3x3x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x?x8x8x2xf32>) -> tensor<1x3x6x3x4xf32>, sym_name = "conv3d"}> ({
  ^bb0(%arg22: tensor<1x9x8x8x2xf32>, %arg23: tensor<4x3x3x3x2xf32>, %arg24: tensor<1xf32>, %arg25: tensor<1xf32>, %arg26: tensor<1x?x8x8x2xf32>):
    %19 = "tosa.conv3d"(%arg22, %arg23, %arg24, %arg25, %arg25) <{acc_type = f32, dilation = array<i64: 1, 1, 2>, pad = array<i64: 0, 0, 0, 0, 0, 1>, stride = array<i64: 3, 1, 2>}> : (tensor<1x9x8x8x2xf32>, tensor<4x3x3x3x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x6x3x4xf32>
    %20 = "tosa.conv3d"(%arg26, %arg23, %arg24, %arg25, %arg25) <{acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>}> : (tensor<1x?x8x8x2xf32>, tensor<4x3x3x3x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x8x8x?xf32>
    "func.return"(%19) : (tensor<1x3x6x3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x4x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<4x?x?x2xf32>) -> tensor<1x9x4x4xf32>, sym_name = "transpose_conv"}> ({
  ^bb0(%arg17: tensor<1x4x4x2xf32>, %arg18: tensor<4x3x3x2xf32>, %arg19: tensor<4xf32>, %arg20: tensor<1xf32>, %arg21: tensor<4x?x?x2xf32>):
    %17 = "tosa.transpose_conv2d"(%arg17, %arg18, %arg19, %arg20, %arg20) <{acc_type = f32, out_pad = array<i64: 0, 0, -2, 0>, stride = array<i64: 2, 1>}> : (tensor<1x4x4x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x9x4x4xf32>
    %18 = "tosa.transpose_conv2d"(%arg17, %arg21, %arg19, %arg20, %arg20) <{acc_type = f32, out_pad = array<i64: -5, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x4x4x2xf32>, tensor<4x?x?x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x?x4xf32>
    "func.return"(%17) : (tensor<1x9x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<1x16x64xf8E4M3FN>, tensor<1x16x2xf8E8M0FNU>, tensor<?x8x?xf4E2M1FN>, tensor<?x8x?xf8E8M0FNU>, tensor<2x16x?xf4E2M1FN>, tensor<2x16x?xf8E8M0FNU>) -> tensor<4x8x16xf32>, sym_name = "block_scaled"}> ({
  ^bb0(%arg9: tensor<4x8x64xf8E4M3FN>, %arg10: tensor<4x8x2xf8E8M0FNU>, %arg11: tensor<1x16x64xf8E4M3FN>, %arg12: tensor<1x16x2xf8E8M0FNU>, %arg13: tensor<?x8x?xf4E2M1FN>, %arg14: tensor<?x8x?xf8E8M0FNU>, %arg15: tensor<2x16x?xf4E2M1FN>, %arg16: tensor<2x16x?xf8E8M0FNU>):
    %15 = "tosa.matmul_t_block_scaled"(%arg9, %arg10, %arg11, %arg12) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<1x16x64xf8E4M3FN>, tensor<1x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
    %16 = "tosa.matmul_t_block_scaled"(%arg13, %arg14, %arg15, %arg16) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<?x8x?xf4E2M1FN>, tensor<?x8x?xf8E8M0FNU>, tensor<2x16x?xf4E2M1FN>, tensor<2x16x?xf8E8M0FNU>) -> tensor<2x8x16xbf16>
    "func.return"(%15) : (tensor<4x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>, tensor<4x?xf32>, tensor<*xf32>) -> tensor<4x64xf32>, sym_name = "block_scaled_casts"}> ({
  ^bb0(%arg5: tensor<4x64xf8E4M3FN>, %arg6: tensor<4x2xf8E8M0FNU>, %arg7: tensor<4x?xf32>, %arg8: tensor<*xf32>):
    %11 = "tosa.cast_from_block_scaled"(%arg5, %arg6) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>) -> tensor<4x64xf32>
    %12:2 = "tosa.cast_to_block_scaled"(%11) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x64xf32>) -> (tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>)
    %13:2 = "tosa.cast_to_block_scaled"(%arg7) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x?xf32>) -> (tensor<4x?xf6E2M3FN>, tensor<?x3xf8E8M0FNU>)
    %14:2 = "tosa.cast_to_block_scaled"(%arg8) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<*xf32>) -> (tensor<*xf8E5M2>, tensor<4x2xf8E8M0FNU>)
    "func.return"(%11) : (tensor<4x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x5xf32>, tensor<*xf32>, tensor<1xi32>) -> !tosa.shape<3>, sym_name = "shape_ops"}> ({
  ^bb0(%arg2: tensor<4x5xf32>, %arg3: tensor<*xf32>, %arg4: tensor<1xi32>):
    %2 = "tosa.dim"(%arg2) <{axis = 1 : i32}> : (tensor<4x5xf32>) -> !tosa.shape<1>
    %3 = "tosa.dim"(%arg3) <{axis = 9 : i32}> : (tensor<*xf32>) -> !tosa.shape<1>
    %4 = "tosa.const_shape"() <{values = dense<[1, 2, 3, 4, 5]> : tensor<5xindex>}> : () -> !tosa.shape<5>
    %5 = "tosa.concat_shape"(%2, %3, %4) : (!tosa.shape<1>, !tosa.shape<1>, !tosa.shape<5>) -> !tosa.shape<7>
    %6 = "tosa.concat_shape"(%2) : (!tosa.shape<1>) -> !tosa.shape<1>
    %7 = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %8 = "tosa.const"() <{values = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
    %9 = "tosa.slice_shape"(%4, %7, %8) : (!tosa.shape<5>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
    %10 = "tosa.slice_shape"(%5, %arg4, %8) : (!tosa.shape<7>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
    "func.return"(%9) : (!tosa.shape<3>) -> ()
  }) : () -> ()
  "tosa.variable"() <{sym_name = "state", type = f32, var_shape = dense<[2, -1]> : tensor<2xindex>}> : () -> ()
  "tosa.variable"() <{initial_value = dense<0> : tensor<1xi32>, sym_name = "counter", type = i32, var_shape = dense<1> : tensor<1xindex>}> : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<*xf32>, sym_name = "variables"}> ({
  ^bb0(%arg1: tensor<2x3xf32>):
    %0 = "tosa.variable_read"() <{name = "state"}> : () -> tensor<*xf32>
    "tosa.variable_write"(%arg1) <{name = "state"}> : (tensor<2x3xf32>) -> ()
    %1 = "tosa.variable_read"() <{name = "counter"}> : () -> tensor<1xi32>
    "tosa.variable_write"(%1) <{name = "counter"}> : (tensor<1xi32>) -> ()
    "func.return"(%0) : (tensor<*xf32>) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "tosa.variable"() <{sym_name = "state", type = i8, var_shape = dense<4> : tensor<1xindex>}> : () -> ()
    "func.func"() <{function_type = (tensor<?xi8>) -> (), sym_name = "shadowed"}> ({
    ^bb0(%arg0: tensor<?xi8>):
      "tosa.variable_write"(%arg0) <{name = "state"}> : (tensor<?xi8>) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

