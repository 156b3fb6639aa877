"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>, complex<f32>, complex<f64>, f32, i32, complex<f16>) -> (), sym_name = "complex_ops"}> ({
  ^bb0(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: complex<f64>, %arg3: f32, %arg4: i32, %arg5: complex<f16>):
    %0 = "complex.add"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %1 = "complex.sub"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %2 = "complex.mul"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (complex<f64>, complex<f64>) -> complex<f64>
    %3 = "complex.div"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %4 = "complex.pow"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %5 = "complex.atan2"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %6 = "complex.abs"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %7 = "complex.abs"(%arg2) <{fastmath = #arith.fastmath<fast>}> : (complex<f64>) -> f64
    %8 = "complex.angle"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %9 = "complex.re"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %10 = "complex.im"(%arg5) <{fastmath = #arith.fastmath<contract>}> : (complex<f16>) -> f16
    %11 = "complex.cos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %12 = "complex.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %13 = "complex.tan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %14 = "complex.tanh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %15 = "complex.exp"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %16 = "complex.expm1"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %17 = "complex.log"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %18 = "complex.log1p"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %19 = "complex.neg"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %20 = "complex.conj"(%arg0) <{fastmath = #arith.fastmath<afn>}> : (complex<f32>) -> complex<f32>
    %21 = "complex.rsqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %22 = "complex.sqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %23 = "complex.sign"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %24 = "complex.create"(%arg3, %arg3) : (f32, f32) -> complex<f32>
    %25 = "complex.eq"(%arg0, %arg1) : (complex<f32>, complex<f32>) -> i1
    %26 = "complex.neq"(%arg0, %arg1) : (complex<f32>, complex<f32>) -> i1
    %27 = "complex.powi"(%arg0, %arg4) : (complex<f32>, i32) -> complex<f32>
    %28 = "complex.powi"(%arg0, %arg4) <{fastmath = #arith.fastmath<nnan>}> : (complex<f32>, i32) -> complex<f32>
    %29 = "complex.bitcast"(%arg0) : (complex<f32>) -> i64
    %30 = "complex.bitcast"(%29) : (i64) -> complex<f32>
    %31 = "complex.bitcast"(%arg2) : (complex<f64>) -> f128
    %32 = "complex.bitcast"(%arg0) : (complex<f32>) -> complex<f32>
    %33 = "complex.constant"() <{value = [1.000000e+00 : f32, 2.000000e+00 : f32]}> : () -> complex<f32>
    %34 = "complex.constant"() <{value = [1.500000e+00, -2.000000e+00]}> : () -> complex<f64>
    %35 = "complex.constant"() <{value = [5.000000e-01 : f16, 0x7C00 : f16]}> : () -> complex<f16>
    %36 = "complex.constant"() <{value = [1 : i32, 2 : i32]}> : () -> complex<i32>
    %37 = "complex.add"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> {tag = "x"} : (complex<f32>, complex<f32>) -> complex<f32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

