"builtin.module"() ({
  "func.func"() <{function_type = (f32, f64, vector<4xf32>, tensor<2x?xf16>, bf16) -> (), sym_name = "math_float"}> ({
  ^bb0(%arg7: f32, %arg8: f64, %arg9: vector<4xf32>, %arg10: tensor<2x?xf16>, %arg11: bf16):
    %14 = "math.absf"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %15 = "math.acos"(%arg8) <{fastmath = #arith.fastmath<fast>}> : (f64) -> f64
    %16 = "math.acosh"(%arg9) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>) -> vector<4xf32>
    %17 = "math.asin"(%arg10) <{fastmath = #arith.fastmath<none>}> : (tensor<2x?xf16>) -> tensor<2x?xf16>
    %18 = "math.asinh"(%arg11) <{fastmath = #arith.fastmath<contract>}> : (bf16) -> bf16
    %19 = "math.atan"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %20 = "math.atanh"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %21 = "math.atan2"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %22 = "math.cbrt"(%arg9) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %23 = "math.ceil"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %24 = "math.copysign"(%arg8, %arg8) <{fastmath = #arith.fastmath<reassoc,nsz>}> : (f64, f64) -> f64
    %25 = "math.cos"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %26 = "math.cosh"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %27 = "math.sin"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %28 = "math.sinh"(%arg7) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
    %29 = "math.erf"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %30 = "math.erfc"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %31 = "math.exp"(%arg9) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %32 = "math.exp2"(%arg7) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
    %33 = "math.expm1"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %34 = "math.floor"(%arg10) <{fastmath = #arith.fastmath<none>}> : (tensor<2x?xf16>) -> tensor<2x?xf16>
    %35 = "math.log"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %36 = "math.log10"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %37 = "math.log1p"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %38 = "math.log2"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %39 = "math.powf"(%arg7, %arg7) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %40 = "math.rsqrt"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %41 = "math.sqrt"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %42 = "math.tan"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %43 = "math.tanh"(%arg9) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %44 = "math.roundeven"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %45 = "math.round"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %46 = "math.trunc"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %47 = "math.fma"(%arg7, %arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %48 = "math.fma"(%arg9, %arg9, %arg9) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %49 = "math.clampf"(%arg7, %arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %50 = "math.clampf"(%arg9, %arg9, %arg9) <{fastmath = #arith.fastmath<nnan>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %51:2 = "math.sincos"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
    %52:2 = "math.sincos"(%arg9) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>) -> (vector<4xf32>, vector<4xf32>)
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, index, vector<2xi8>, f32, vector<4xf32>, tensor<3xf64>, vector<4xi32>) -> (), sym_name = "math_int_and_classify"}> ({
  ^bb0(%arg0: i32, %arg1: index, %arg2: vector<2xi8>, %arg3: f32, %arg4: vector<4xf32>, %arg5: tensor<3xf64>, %arg6: vector<4xi32>):
    %0 = "math.absi"(%arg0) : (i32) -> i32
    %1 = "math.ctlz"(%arg1) : (index) -> index
    %2 = "math.cttz"(%arg2) : (vector<2xi8>) -> vector<2xi8>
    %3 = "math.ctpop"(%arg0) : (i32) -> i32
    %4 = "math.ipowi"(%arg0, %arg0) : (i32, i32) -> i32
    %5 = "math.ipowi"(%arg2, %arg2) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
    %6 = "math.isfinite"(%arg3) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %7 = "math.isinf"(%arg4) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xi1>
    %8 = "math.isnan"(%arg5) <{fastmath = #arith.fastmath<none>}> : (tensor<3xf64>) -> tensor<3xi1>
    %9 = "math.isnormal"(%arg3) <{fastmath = #arith.fastmath<fast>}> : (f32) -> i1
    %10 = "math.fpowi"(%arg3, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %11 = "math.fpowi"(%arg4, %arg6) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xi32>) -> vector<4xf32>
    %12 = "math.absf"(%arg3) <{fastmath = #arith.fastmath<none>}> {tag = "kept"} : (f32) -> f32
    %13 = "math.exp"(%arg3) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

