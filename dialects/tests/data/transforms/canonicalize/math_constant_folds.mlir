"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32, i8, i32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, f32), sym_name = "f0"}> ({
    %34 = "arith.constant"() <{value = -8 : i32}> : () -> i32
    %35 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %36 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %37 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %38 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %39 = "math.absi"(%34) : (i32) -> i32
    %40 = "math.ctlz"(%34) : (i32) -> i32
    %41 = "math.cttz"(%36) : (i32) -> i32
    %42 = "math.ctpop"(%34) : (i32) -> i32
    %43 = "math.ipowi"(%34, %35) : (i32, i32) -> i32
    %44 = "math.absi"(%38) : (i8) -> i8
    %45 = "math.absi"(%37) : (i32) -> i32
    %46 = "arith.constant"() <{value = -2.000000e+00 : f32}> : () -> f32
    %47 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %48 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %49 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %50 = "math.log1p"(%46) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %51 = "math.sqrt"(%47) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %52 = "math.log"(%48) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %53 = "math.atan2"(%49, %47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %54 = "math.fpowi"(%46, %35) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %55 = "math.fma"(%46, %46, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %56 = "math.rsqrt"(%46) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %57 = "math.cbrt"(%46) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %58 = "math.isnan"(%48) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %59 = "math.isinf"(%46) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %60 = "math.clampf"(%46, %49, %49) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    "func.return"(%39, %40, %41, %42, %43, %44, %45, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60) : (i32, i32, i32, i32, i32, i8, i32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, i1, vector<2xi1>, vector<3xf32>, vector<2xf32>, i32, i32, i32, vector<3xf32>), sym_name = "f1"}> ({
    %16 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %17 = "arith.constant"() <{value = 9.999940e-41 : f32}> : () -> f32
    %18 = "math.isfinite"(%16) <{fastmath = #arith.fastmath<none>}> : (f16) -> i1
    %19 = "math.isnormal"(%17) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %20 = "math.isnan"(%16) <{fastmath = #arith.fastmath<none>}> : (f16) -> i1
    %21 = "arith.constant"() <{value = dense<[1.000000e+00, 0x7FC00000]> : vector<2xf32>}> : () -> vector<2xf32>
    %22 = "math.isnan"(%21) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xi1>
    %23 = "arith.constant"() <{value = dense<[1.000000e+00, -1.000000e+00, 4.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32>
    %24 = "math.sqrt"(%23) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>) -> vector<3xf32>
    %25 = "math.exp"(%21) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xf32>
    %26 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %28 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %29 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %30 = "math.ipowi"(%26, %27) : (i32, i32) -> i32
    %31 = "math.ipowi"(%28, %27) : (i32, i32) -> i32
    %32 = "math.ipowi"(%29, %27) : (i32, i32) -> i32
    %33 = "math.copysign"(%23, %23) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    "func.return"(%18, %19, %20, %22, %24, %25, %30, %31, %32, %33) : (i1, i1, i1, vector<2xi1>, vector<3xf32>, vector<2xf32>, i32, i32, i32, vector<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<2xi1>, vector<2xi32>, vector<2xi32>, vector<2xf32>, bf16, vector<2xf64>), sym_name = "f2"}> ({
    %6 = "arith.constant"() <{value = dense<0x7FC00000> : vector<2xf32>}> : () -> vector<2xf32>
    %7 = "math.isnan"(%6) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>) -> vector<2xi1>
    %8 = "arith.constant"() <{value = dense<[3, -4]> : vector<2xi32>}> : () -> vector<2xi32>
    %9 = "math.ipowi"(%8, %8) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %10 = "math.ctlz"(%8) : (vector<2xi32>) -> vector<2xi32>
    %11 = "math.powf"(%6, %6) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %12 = "arith.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
    %13 = "math.floor"(%12) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %14 = "arith.constant"() <{value = dense<[2.500000e+00, -2.500000e+00]> : vector<2xf64>}> : () -> vector<2xf64>
    %15 = "math.round"(%14) <{fastmath = #arith.fastmath<none>}> : (vector<2xf64>) -> vector<2xf64>
    "func.return"(%7, %9, %10, %11, %13, %15) : (vector<2xi1>, vector<2xi32>, vector<2xi32>, vector<2xf32>, bf16, vector<2xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (f32, f32, i32, i1), sym_name = "f3"}> ({
  ^bb0(%arg0: f32):
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %1 = "math.exp"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %2 = "math.copysign"(%0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %4 = "math.ctlz"(%3) : (i32) -> i32
    %5 = "math.isnan"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    "func.return"(%1, %2, %4, %5) : (f32, f32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

