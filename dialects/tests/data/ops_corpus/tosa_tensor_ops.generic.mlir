"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x8x8x2xf32>, tensor<3x2x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>) -> tensor<1x3x7x7x3xf32>, sym_name = "conv"}> ({
  ^bb0(%arg20: tensor<1x4x8x8x2xf32>, %arg21: tensor<3x2x2x2x2xf32>, %arg22: tensor<3xf32>, %arg23: tensor<1xf32>):
    %21 = "tosa.conv3d"(%arg20, %arg21, %arg22, %arg23, %arg23) <{acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>}> : (tensor<1x4x8x8x2xf32>, tensor<3x2x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x7x7x3xf32>
    "func.return"(%21) : (tensor<1x3x7x7x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x8x8x2xi8>, tensor<3x2x2x2x2xi8>, tensor<3xi32>, tensor<1xi8>) -> tensor<1x3x7x7x3xi32>, sym_name = "conv_local_bound"}> ({
  ^bb0(%arg16: tensor<1x4x8x8x2xi8>, %arg17: tensor<3x2x2x2x2xi8>, %arg18: tensor<3xi32>, %arg19: tensor<1xi8>):
    %20 = "tosa.conv3d"(%arg16, %arg17, %arg18, %arg19, %arg19) <{acc_type = i32, dilation = array<i64: 1, 1, 1>, local_bound = true, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>}> : (tensor<1x4x8x8x2xi8>, tensor<3x2x2x2x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x7x7x3xi32>
    "func.return"(%20) : (tensor<1x3x7x7x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x4x2xf16>, tensor<3x2x2x2xf16>, tensor<3xf16>, tensor<1xf16>) -> tensor<1x5x5x3xf16>, sym_name = "transpose_conv"}> ({
  ^bb0(%arg12: tensor<1x4x4x2xf16>, %arg13: tensor<3x2x2x2xf16>, %arg14: tensor<3xf16>, %arg15: tensor<1xf16>):
    %18 = "tosa.transpose_conv2d"(%arg12, %arg13, %arg14, %arg15, %arg15) <{acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x4x4x2xf16>, tensor<3x2x2x2xf16>, tensor<3xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x5x5x3xf16>
    %19 = "tosa.transpose_conv2d"(%arg12, %arg13, %arg14, %arg15, %arg15) <{acc_type = f16, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x4x4x2xf16>, tensor<3x2x2x2xf16>, tensor<3xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x5x5x3xf16>
    "func.return"(%18) : (tensor<1x5x5x3xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x5xf32>, sym_name = "fft"}> ({
  ^bb0(%arg10: tensor<1x4x8xf32>, %arg11: tensor<1x4x8xf32>):
    %14:2 = "tosa.fft2d"(%arg10, %arg11) <{inverse = false}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
    %15:2 = "tosa.fft2d"(%14#0, %14#1) <{inverse = true, local_bound = true}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
    %16:2 = "tosa.rfft2d"(%arg10) : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
    %17:2 = "tosa.rfft2d"(%15#0) <{local_bound = true}> : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
    "func.return"(%16#1) : (tensor<1x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>, tensor<*xf32>) -> tensor<2x5x3xf32>, sym_name = "gather_scatter"}> ({
  ^bb0(%arg6: tensor<2x5x3xf32>, %arg7: tensor<2x4xi32>, %arg8: tensor<2x4x3xf32>, %arg9: tensor<*xf32>):
    %11 = "tosa.gather"(%arg6, %arg7) : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
    %12 = "tosa.scatter"(%arg6, %arg7, %11) : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>
    %13 = "tosa.gather"(%arg9, %arg7) : (tensor<*xf32>, tensor<2x4xi32>) -> tensor<*xf32>
    "func.return"(%12) : (tensor<2x5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xi8>, tensor<256xi8>, tensor<4x6xi16>, tensor<513xi16>) -> tensor<4x6xi8>, sym_name = "table_reverse"}> ({
  ^bb0(%arg2: tensor<4x6xi8>, %arg3: tensor<256xi8>, %arg4: tensor<4x6xi16>, %arg5: tensor<513xi16>):
    %7 = "tosa.table"(%arg2, %arg3) : (tensor<4x6xi8>, tensor<256xi8>) -> tensor<4x6xi8>
    %8 = "tosa.table"(%arg4, %arg5) : (tensor<4x6xi16>, tensor<513xi16>) -> tensor<4x6xi32>
    %9 = "tosa.reverse"(%7) <{axis = 1 : i32}> : (tensor<4x6xi8>) -> tensor<4x6xi8>
    %10 = "tosa.reverse"(%9) <{axis = 0 : i32}> : (tensor<4x6xi8>) -> tensor<4x6xi8>
    "func.return"(%10) : (tensor<4x6xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xi1>, tensor<3x4xf32>) -> tensor<1x4xi1>, sym_name = "reduce"}> ({
  ^bb0(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xf32>):
    %4 = "tosa.reduce_all"(%arg0) <{axis = 0 : i32}> : (tensor<3x4xi1>) -> tensor<1x4xi1>
    %5 = "tosa.reduce_any"(%arg0) <{axis = 1 : i32}> : (tensor<3x4xi1>) -> tensor<3x1xi1>
    %6 = "tosa.reduce_product"(%arg1) <{axis = 1 : i32}> : (tensor<3x4xf32>) -> tensor<3x1xf32>
    "func.return"(%4) : (tensor<1x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<2x2xf32>, sym_name = "consts"}> ({
    %0 = "tosa.const"() <{values = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %1 = "tosa.const"() <{values = dense<7> : tensor<3xi8>}> : () -> tensor<3xi8>
    %2 = "tosa.const"() <{values = dense<true> : tensor<1xi1>}> : () -> tensor<1xi1>
    %3 = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi64>}> {note = "x"} : () -> tensor<2xi64>
    "func.return"(%0) : (tensor<2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

