"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test1"}> ({
  ^bb0(%arg7: i32):
    %23 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %24 = "arith.uitofp"(%arg7) : (i32) -> f64
    %25 = "arith.cmpf"(%24, %23) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    "func.return"(%25) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test2"}> ({
  ^bb0(%arg6: i32):
    %20 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %21 = "arith.uitofp"(%arg6) : (i32) -> f64
    %22 = "arith.cmpf"(%21, %20) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    "func.return"(%22) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test3"}> ({
  ^bb0(%arg5: i32):
    %17 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %18 = "arith.uitofp"(%arg5) : (i32) -> f64
    %19 = "arith.cmpf"(%18, %17) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    "func.return"(%19) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test4"}> ({
  ^bb0(%arg4: i32):
    %14 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %15 = "arith.uitofp"(%arg4) : (i32) -> f64
    %16 = "arith.cmpf"(%15, %14) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    "func.return"(%16) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test5"}> ({
  ^bb0(%arg3: i32):
    %11 = "arith.constant"() <{value = -4.400000e+00 : f64}> : () -> f64
    %12 = "arith.uitofp"(%arg3) : (i32) -> f64
    %13 = "arith.cmpf"(%12, %11) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    "func.return"(%13) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test6"}> ({
  ^bb0(%arg2: i32):
    %8 = "arith.constant"() <{value = -4.400000e+00 : f64}> : () -> f64
    %9 = "arith.uitofp"(%arg2) : (i32) -> f64
    %10 = "arith.cmpf"(%9, %8) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    "func.return"(%10) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "test7"}> ({
  ^bb0(%arg1: i32):
    %5 = "arith.constant"() <{value = 3.200000e+00 : f64}> : () -> f64
    %6 = "arith.uitofp"(%arg1) : (i32) -> f64
    %7 = "arith.cmpf"(%6, %5) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    "func.return"(%7) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (i1, i1, i1, i1), sym_name = "test_cmpf"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = 0x7FFFFFFF : f32}> : () -> f32
    %1 = "arith.cmpf"(%0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2 = "arith.cmpf"(%arg0, %0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %3 = "arith.cmpf"(%0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %4 = "arith.cmpf"(%arg0, %0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    "func.return"(%1, %2, %3, %4) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

