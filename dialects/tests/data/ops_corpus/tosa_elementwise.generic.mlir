"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi32>, tensor<1x3xi32>, tensor<*xi32>) -> tensor<2x3xi32>, sym_name = "binary_int"}> ({
  ^bb0(%arg10: tensor<2x3xi32>, %arg11: tensor<1x3xi32>, %arg12: tensor<*xi32>):
    %18 = "tosa.bitwise_or"(%arg10, %arg11) : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    %19 = "tosa.bitwise_xor"(%18, %arg10) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %20 = "tosa.arithmetic_right_shift"(%19, %arg11) <{round = true}> : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    %21 = "tosa.arithmetic_right_shift"(%20, %arg10) <{round = false}> : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %22 = "tosa.logical_left_shift"(%21, %arg11) : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    %23 = "tosa.logical_right_shift"(%22, %arg11) : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    %24 = "tosa.intdiv"(%23, %arg11) : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    %25 = "tosa.bitwise_not"(%24) : (tensor<2x3xi32>) -> tensor<2x3xi32>
    %26 = "tosa.clz"(%25) : (tensor<2x3xi32>) -> tensor<2x3xi32>
    %27 = "tosa.bitwise_or"(%arg12, %arg12) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
    %28 = "tosa.intdiv"(%arg10, %arg10) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<?x3xi32>
    "func.return"(%26) : (tensor<2x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi1>, tensor<1xi1>) -> tensor<4xi1>, sym_name = "logical"}> ({
  ^bb0(%arg8: tensor<4xi1>, %arg9: tensor<1xi1>):
    %15 = "tosa.logical_and"(%arg8, %arg9) : (tensor<4xi1>, tensor<1xi1>) -> tensor<4xi1>
    %16 = "tosa.logical_or"(%15, %arg8) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %17 = "tosa.logical_xor"(%16, %arg9) : (tensor<4xi1>, tensor<1xi1>) -> tensor<4xi1>
    "func.return"(%17) : (tensor<4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x?xf32>, tensor<1x1xf32>, tensor<3xf16>, tensor<*xbf16>) -> tensor<2x?xi1>, sym_name = "float"}> ({
  ^bb0(%arg4: tensor<2x?xf32>, %arg5: tensor<1x1xf32>, %arg6: tensor<3xf16>, %arg7: tensor<*xbf16>):
    %6 = "tosa.pow"(%arg4, %arg5) : (tensor<2x?xf32>, tensor<1x1xf32>) -> tensor<2x?xf32>
    %7 = "tosa.sin"(%6) : (tensor<2x?xf32>) -> tensor<2x?xf32>
    %8 = "tosa.cos"(%7) : (tensor<2x?xf32>) -> tensor<2x?xf32>
    %9 = "tosa.erf"(%8) : (tensor<2x?xf32>) -> tensor<2x?xf32>
    %10 = "tosa.greater_equal"(%9, %arg5) : (tensor<2x?xf32>, tensor<1x1xf32>) -> tensor<2x?xi1>
    %11 = "tosa.sin"(%arg6) : (tensor<3xf16>) -> tensor<3xf16>
    %12 = "tosa.cos"(%arg7) : (tensor<*xbf16>) -> tensor<*xbf16>
    %13 = "tosa.erf"(%arg6) : (tensor<3xf16>) -> tensor<3xf16>
    %14 = "tosa.pow"(%arg7, %arg7) : (tensor<*xbf16>, tensor<*xbf16>) -> tensor<*xbf16>
    "func.return"(%10) : (tensor<2x?xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi8>, tensor<8xi16>, tensor<8xi64>, tensor<8xui8>) -> tensor<8xi64>, sym_name = "ints"}> ({
  ^bb0(%arg0: tensor<8xi8>, %arg1: tensor<8xi16>, %arg2: tensor<8xi64>, %arg3: tensor<8xui8>):
    %0 = "tosa.bitwise_or"(%arg0, %arg0) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %1 = "tosa.bitwise_xor"(%arg1, %arg1) : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
    %2 = "tosa.intdiv"(%arg2, %arg2) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %3 = "tosa.greater_equal"(%arg0, %arg0) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %4 = "tosa.clz"(%arg3) : (tensor<8xui8>) -> tensor<8xui8>
    %5 = "tosa.logical_left_shift"(%arg1, %arg1) {tag = "x"} : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
    "func.return"(%2) : (tensor<8xi64>) -> ()
  }) : () -> ()
}) : () -> ()

