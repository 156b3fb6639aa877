"builtin.module"() ({
  "func.func"() <{function_type = () -> f32, sym_name = "bitcastPoisonItoFP"}> ({
    %32 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %33 = "arith.bitcast"(%32) : (i32) -> f32
    "func.return"(%33) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "bitcastPoisonFPtoI"}> ({
    %30 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %31 = "arith.bitcast"(%30) : (f32) -> i32
    "func.return"(%31) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> (i32, i32, i32, i32), sym_name = "selectOfPoison"}> ({
  ^bb0(%arg7: i1, %arg8: i32):
    %23 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %24 = "arith.select"(%arg7, %23, %arg8) : (i1, i32, i32) -> i32
    %25 = "arith.select"(%arg7, %arg8, %23) : (i1, i32, i32) -> i32
    %26 = "arith.constant"() <{value = true}> : () -> i1
    %27 = "arith.constant"() <{value = false}> : () -> i1
    %28 = "arith.select"(%26, %23, %arg8) : (i1, i32, i32) -> i32
    %29 = "arith.select"(%27, %23, %arg8) : (i1, i32, i32) -> i32
    "func.return"(%24, %25, %28, %29) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "addi_poison1"}> ({
  ^bb0(%arg6: i32):
    %21 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %22 = "arith.addi"(%21, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%22) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "addi_poison2"}> ({
  ^bb0(%arg5: i32):
    %19 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %20 = "arith.addi"(%arg5, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%20) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "addf_poison1"}> ({
  ^bb0(%arg4: f32):
    %17 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %18 = "arith.addf"(%17, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%18) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "addf_poison2"}> ({
  ^bb0(%arg3: f32):
    %15 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %16 = "arith.addf"(%arg3, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%16) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> f32, sym_name = "negf_poison"}> ({
    %13 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %14 = "arith.negf"(%13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"(%14) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i64, sym_name = "extsi_poison"}> ({
    %11 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %12 = "arith.extsi"(%11) : (i32) -> i64
    "func.return"(%12) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i32, sym_name = "truncIShrSIToTrunciShrUI"}> ({
  ^bb0(%arg2: i64):
    %8 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %9 = "arith.shrsi"(%arg2, %8) : (i64, i64) -> i64
    %10 = "arith.trunci"(%9) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i32, sym_name = "truncIShrSIToTrunciShrUIBadShiftAmt1"}> ({
  ^bb0(%arg1: i64):
    %5 = "arith.constant"() <{value = 33 : i64}> : () -> i64
    %6 = "arith.shrsi"(%arg1, %5) : (i64, i64) -> i64
    %7 = "arith.trunci"(%6) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i32, sym_name = "truncIShrSIToTrunciShrUIBadShiftAmt2"}> ({
  ^bb0(%arg0: i64):
    %2 = "arith.constant"() <{value = 31 : i64}> : () -> i64
    %3 = "arith.shrsi"(%arg0, %2) : (i64, i64) -> i64
    %4 = "arith.trunci"(%3) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "unreachable"}> ({
    "func.return"() : () -> ()
  ^bb1:  // pred: ^bb1
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()

