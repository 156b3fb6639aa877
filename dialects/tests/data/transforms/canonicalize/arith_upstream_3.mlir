"builtin.module"() ({
  "func.func"() <{function_type = () -> f64, sym_name = "extFPConstant"}> ({
    %46 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %47 = "arith.extf"(%46) : (f32) -> f64
    "func.return"(%47) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<2xf128>, sym_name = "extFPVectorConstant"}> ({
    %44 = "arith.constant"() <{value = dense<[0.000000e+00, 1.000000e+00]> : vector<2xf80>}> : () -> vector<2xf80>
    %45 = "arith.extf"(%44) : (vector<2xf80>) -> vector<2xf128>
    "func.return"(%45) : (vector<2xf128>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "truncExtf"}> ({
  ^bb0(%arg9: f32):
    %42 = "arith.extf"(%arg9) : (f32) -> f64
    %43 = "arith.truncf"(%42) : (f64) -> f32
    "func.return"(%43) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (bf16) -> bf16, sym_name = "truncExtf1"}> ({
  ^bb0(%arg8: bf16):
    %40 = "arith.extf"(%arg8) : (bf16) -> f32
    %41 = "arith.truncf"(%40) : (f32) -> bf16
    "func.return"(%41) : (bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (bf16) -> f16, sym_name = "truncExtf2"}> ({
  ^bb0(%arg7: bf16):
    %38 = "arith.extf"(%arg7) : (bf16) -> f32
    %39 = "arith.truncf"(%38) : (f32) -> f16
    "func.return"(%39) : (f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f16, sym_name = "truncExtf3"}> ({
  ^bb0(%arg6: f32):
    %36 = "arith.extf"(%arg6) : (f32) -> f64
    %37 = "arith.truncf"(%36) : (f64) -> f16
    "func.return"(%37) : (f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> f32, sym_name = "truncSitofp"}> ({
  ^bb0(%arg5: i32):
    %34 = "arith.sitofp"(%arg5) : (i32) -> f64
    %35 = "arith.truncf"(%34) : (f64) -> f32
    "func.return"(%35) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> f32, sym_name = "truncSitofpConstrained"}> ({
  ^bb0(%arg4: i32):
    %32 = "arith.sitofp"(%arg4) : (i32) -> f64
    %33 = "arith.truncf"(%32) <{roundingmode = 0 : i32}> : (f64) -> f32
    "func.return"(%33) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> bf16, sym_name = "truncFPConstant"}> ({
    %30 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %31 = "arith.truncf"(%30) : (f32) -> bf16
    "func.return"(%31) : (bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> bf16, sym_name = "truncFPToNearestEvenConstant"}> ({
    %28 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %29 = "arith.truncf"(%28) <{roundingmode = 0 : i32}> : (f32) -> bf16
    "func.return"(%29) : (bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> bf16, sym_name = "truncFPDownwardConstant"}> ({
    %26 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %27 = "arith.truncf"(%26) <{roundingmode = 1 : i32}> : (f32) -> bf16
    "func.return"(%27) : (bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> bf16, sym_name = "truncFPUpwardConstant"}> ({
    %24 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %25 = "arith.truncf"(%24) <{roundingmode = 2 : i32}> : (f32) -> bf16
    "func.return"(%25) : (bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> bf16, sym_name = "truncFPTowardZeroConstant"}> ({
    %22 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %23 = "arith.truncf"(%22) <{roundingmode = 3 : i32}> : (f32) -> bf16
    "func.return"(%23) : (bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> bf16, sym_name = "truncFPToNearestAwayConstant"}> ({
    %20 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %21 = "arith.truncf"(%20) <{roundingmode = 4 : i32}> : (f32) -> bf16
    "func.return"(%21) : (bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<2xbf16>, sym_name = "truncFPVectorConstant"}> ({
    %18 = "arith.constant"() <{value = dense<[0.000000e+00, 1.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %19 = "arith.truncf"(%18) : (vector<2xf32>) -> vector<2xbf16>
    "func.return"(%19) : (vector<2xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> bf16, sym_name = "truncFPConstantRounding"}> ({
    %16 = "arith.constant"() <{value = 1.444000e+25 : f32}> : () -> f32
    %17 = "arith.truncf"(%16) : (f32) -> bf16
    "func.return"(%17) : (bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (bf16) -> bf16, sym_name = "sequences_fastmath_contract"}> ({
  ^bb0(%arg3: bf16):
    %10 = "arith.extf"(%arg3) <{fastmath = #arith.fastmath<contract>}> : (bf16) -> f32
    %11 = "math.absf"(%10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %12 = "arith.truncf"(%11) <{fastmath = #arith.fastmath<contract>}> : (f32) -> bf16
    %13 = "arith.extf"(%12) <{fastmath = #arith.fastmath<contract>}> : (bf16) -> f32
    %14 = "math.sin"(%13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %15 = "arith.truncf"(%14) <{fastmath = #arith.fastmath<contract>}> : (f32) -> bf16
    "func.return"(%15) : (bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (bf16) -> bf16, sym_name = "sequences_no_fastmath"}> ({
  ^bb0(%arg2: bf16):
    %4 = "arith.extf"(%arg2) : (bf16) -> f32
    %5 = "math.absf"(%4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %6 = "arith.truncf"(%5) : (f32) -> bf16
    %7 = "arith.extf"(%6) : (bf16) -> f32
    %8 = "math.sin"(%7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %9 = "arith.truncf"(%8) : (f32) -> bf16
    "func.return"(%9) : (bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "eliminate_cast_to_f16"}> ({
  ^bb0(%arg1: f32):
    %2 = "arith.truncf"(%arg1) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f16
    %3 = "arith.extf"(%2) <{fastmath = #arith.fastmath<contract>}> : (f16) -> f32
    "func.return"(%3) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "eliminate_cast_to_bf16"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.truncf"(%arg0) <{fastmath = #arith.fastmath<contract>}> : (f32) -> bf16
    %1 = "arith.extf"(%0) <{fastmath = #arith.fastmath<contract>}> : (bf16) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

