"builtin.module"() ({
  "func.func"() <{function_type = (f32, f64) -> (f32, f32, f32, f32, f32, f64, f64, i1, i1, f32, f32, f16, f32, f32), sym_name = "floats"}> ({
  ^bb0(%arg0: f32, %arg1: f64):
    %0 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 2.250000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %5 = "arith.addf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6 = "arith.subf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "arith.mulf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8 = "arith.divf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9 = "arith.addf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %10 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 2.000000e-01 : f64}> : () -> f64
    %12 = "arith.addf"(%10, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %13 = "arith.negf"(%12) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %14 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %15 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %16 = "arith.mulf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %17 = "arith.maximumf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %18 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %19 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    %20 = "arith.divf"(%18, %19) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %21 = "arith.subf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %22 = "arith.minnumf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %23 = "arith.addf"(%21, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5, %6, %7, %8, %9, %12, %13, %14, %15, %16, %17, %20, %23, %5) : (f32, f32, f32, f32, f32, f64, f64, i1, i1, f32, f32, f16, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

