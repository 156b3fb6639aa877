"builtin.module"() ({
  "func.func"() <{function_type = () -> i1, sym_name = "while_cond_true"}> ({
    %32 = "scf.while"() ({
      %33 = "tst.condition"() : () -> i1
      "scf.condition"(%33, %33) : (i1, i1) -> ()
    }, {
    ^bb0(%arg22: i1):
      "tst.use"(%arg22) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : () -> i1
    "func.return"(%32) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "while_unused_result"}> ({
    %28:2 = "scf.while"() ({
      %29 = "tst.condition"() : () -> i1
      %30 = "tst.get_some_value"() : () -> i32
      %31 = "tst.get_some_value"() : () -> i64
      "scf.condition"(%29, %30, %31) : (i1, i32, i64) -> ()
    }, {
    ^bb0(%arg20: i32, %arg21: i64):
      "tst.use"(%arg20) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : () -> (i32, i64)
    "func.return"(%28#0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "while_cmp_lhs"}> ({
  ^bb0(%arg18: i32):
    %23 = "scf.while"() ({
      %26 = "tst.val"() : () -> i32
      %27 = "arith.cmpi"(%26, %arg18) <{predicate = 1 : i64}> : (i32, i32) -> i1
      "scf.condition"(%27, %26) : (i1, i32) -> ()
    }, {
    ^bb0(%arg19: i32):
      %24 = "arith.cmpi"(%arg19, %arg18) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %25 = "arith.cmpi"(%arg19, %arg18) <{predicate = 0 : i64}> : (i32, i32) -> i1
      "tst.use"(%24, %25, %arg19) : (i1, i1, i32) -> ()
      "scf.yield"() : () -> ()
    }) : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "while_cmp_rhs"}> ({
  ^bb0(%arg16: i32):
    %18 = "scf.while"() ({
      %21 = "tst.val"() : () -> i32
      %22 = "arith.cmpi"(%arg16, %21) <{predicate = 1 : i64}> : (i32, i32) -> i1
      "scf.condition"(%22, %21) : (i1, i32) -> ()
    }, {
    ^bb0(%arg17: i32):
      %19 = "arith.cmpi"(%arg16, %arg17) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %20 = "arith.cmpi"(%arg16, %arg17) <{predicate = 0 : i64}> : (i32, i32) -> i1
      "tst.use"(%19, %20, %arg17) : (i1, i1, i32) -> ()
      "scf.yield"() : () -> ()
    }) : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "while_duplicated_res"}> ({
    %15:2 = "scf.while"() ({
      %16 = "tst.val"() : () -> i32
      %17 = "tst.condition"() : () -> i1
      "scf.condition"(%17, %16, %16) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg14: i32, %arg15: i32):
      "tst.use"(%arg14, %arg15) : (i32, i32) -> ()
      "scf.yield"() : () -> ()
    }) : () -> (i32, i32)
    "func.return"(%15#0, %15#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f64) -> i32, sym_name = "while_unused_arg1"}> ({
  ^bb0(%arg9: i32, %arg10: f64):
    %12 = "scf.while"(%arg9, %arg10) ({
    ^bb0(%arg12: i32, %arg13: f64):
      %14 = "tst.condition"(%arg12) : (i32) -> i1
      "scf.condition"(%14, %arg12) : (i1, i32) -> ()
    }, {
    ^bb0(%arg11: i32):
      %13 = "tst.use"(%arg11) : (i32) -> i32
      "scf.yield"(%13, %arg10) : (i32, f64) -> ()
    }) : (i32, f64) -> i32
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "while_unused_arg2"}> ({
  ^bb0(%arg6: i32):
    %8 = "scf.while"(%arg6) ({
    ^bb0(%arg8: i32):
      %10 = "tst.val"() : () -> i32
      %11 = "tst.condition"() : () -> i1
      "scf.condition"(%11, %10) : (i1, i32) -> ()
    }, {
    ^bb0(%arg7: i32):
      "tst.use"(%arg7) : (i32) -> ()
      %9 = "tst.val1"() : () -> i32
      "scf.yield"(%9) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i64, f32, i32), sym_name = "test_align_args"}> ({
    %0 = "tst.test"() : () -> f32
    %1 = "tst.test"() : () -> i32
    %2 = "tst.test"() : () -> i64
    %3:3 = "scf.while"(%0, %1, %2) ({
    ^bb0(%arg3: f32, %arg4: i32, %arg5: i64):
      %7 = "tst.test"() : () -> i1
      "scf.condition"(%7, %arg5, %arg3, %arg4) : (i1, i64, f32, i32) -> ()
    }, {
    ^bb0(%arg0: i64, %arg1: f32, %arg2: i32):
      %4 = "tst.test"(%arg0) : (i64) -> f32
      %5 = "tst.test"(%arg1) : (f32) -> i32
      %6 = "tst.test"(%arg2) : (i32) -> i64
      "scf.yield"(%4, %5, %6) : (f32, i32, i64) -> ()
    }) : (f32, i32, i64) -> (i64, f32, i32)
    "func.return"(%3#0, %3#1, %3#2) : (i64, f32, i32) -> ()
  }) : () -> ()
}) : () -> ()

