"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "side_effect", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "side_effect_i32", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "constant_iter_arg"}> ({
  ^bb0(%arg40: index, %arg41: index, %arg42: index):
    %21 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %22 = "scf.for"(%arg40, %arg41, %arg42, %21) ({
    ^bb0(%arg43: index, %arg44: i32):
      "tst.use"(%arg44) : (i32) -> ()
      "scf.yield"(%21) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "merge_nested_if"}> ({
  ^bb0(%arg38: i1, %arg39: i1):
    "scf.if"(%arg38) ({
      "scf.if"(%arg39) ({
        "tst.op"() : () -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (i32, f32, i32, i8), sym_name = "merge_yielding_nested_if"}> ({
  ^bb0(%arg36: i1, %arg37: i1):
    %13 = "tst.op"() : () -> i32
    %14 = "tst.op1"() : () -> f32
    %15 = "tst.op2"() : () -> i32
    %16 = "tst.op3"() : () -> i8
    %17:4 = "scf.if"(%arg36) ({
      %18:2 = "scf.if"(%arg37) ({
        %19 = "tst.inop"() : () -> i32
        %20 = "tst.inop1"() : () -> f32
        "scf.yield"(%19, %20) : (i32, f32) -> ()
      }, {
        "scf.yield"(%15, %14) : (i32, f32) -> ()
      }) : (i1) -> (i32, f32)
      "scf.yield"(%13, %18#1, %18#0, %16) : (i32, f32, i32, i8) -> ()
    }, {
      "scf.yield"(%13, %14, %15, %16) : (i32, f32, i32, i8) -> ()
    }) : (i1) -> (i32, f32, i32, i8)
    "func.return"(%17#0, %17#1, %17#2, %17#3) : (i32, f32, i32, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "merge_yielding_nested_if_nv1"}> ({
  ^bb0(%arg34: i1, %arg35: i1):
    %8 = "tst.op"() : () -> i32
    %9 = "tst.op1"() : () -> f32
    "scf.if"(%arg34) ({
      %10:2 = "scf.if"(%arg35) ({
        %11 = "tst.inop"() : () -> i32
        %12 = "tst.inop1"() : () -> f32
        "scf.yield"(%11, %12) : (i32, f32) -> ()
      }, {
        "scf.yield"(%8, %9) : (i32, f32) -> ()
      }) : (i1) -> (i32, f32)
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> i32, sym_name = "merge_yielding_nested_if_nv2"}> ({
  ^bb0(%arg32: i1, %arg33: i1):
    %5 = "tst.op"() : () -> i32
    %6 = "tst.op1"() : () -> i32
    %7 = "scf.if"(%arg32) ({
      "scf.if"(%arg33) ({
        "tst.run"() : () -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"(%5) : (i32) -> ()
    }, {
      "scf.yield"(%6) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, index, index) -> (index, index, index, index), sym_name = "replace_duplicate_iter_args"}> ({
  ^bb0(%arg22: index, %arg23: index, %arg24: index, %arg25: index, %arg26: index):
    %2:4 = "scf.for"(%arg22, %arg23, %arg24, %arg25, %arg26, %arg26, %arg25) ({
    ^bb0(%arg27: index, %arg28: index, %arg29: index, %arg30: index, %arg31: index):
      %3 = "arith.addi"(%arg28, %arg29) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %4 = "arith.addi"(%arg30, %arg31) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%3, %4, %4, %3) : (index, index, index, index) -> ()
    }) : (index, index, index, index, index, index, index) -> (index, index, index, index)
    "func.return"(%2#0, %2#1, %2#2, %2#3) : (index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32, i64, f32) -> (i32, i64, i32, i64, i64, f32), sym_name = "iter_args_cycles"}> ({
  ^bb0(%arg9: index, %arg10: index, %arg11: index, %arg12: i32, %arg13: i64, %arg14: f32):
    %1:6 = "scf.for"(%arg9, %arg10, %arg11, %arg12, %arg13, %arg12, %arg13, %arg13, %arg14) ({
    ^bb0(%arg15: index, %arg16: i32, %arg17: i64, %arg18: i32, %arg19: i64, %arg20: i64, %arg21: f32):
      "func.call"() <{callee = @side_effect}> : () -> ()
      "scf.yield"(%arg18, %arg20, %arg16, %arg17, %arg19, %arg21) : (i32, i64, i32, i64, i64, f32) -> ()
    }) : (index, index, index, i32, i64, i32, i64, i64, f32) -> (i32, i64, i32, i64, i64, f32)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5) : (i32, i64, i32, i64, i64, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, i32, i32) -> (i32, i32, i32), sym_name = "iter_args_cycles_non_cycle_start"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32):
    %0:3 = "scf.for"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg4) ({
    ^bb0(%arg5: index, %arg6: i32, %arg7: i32, %arg8: i32):
      "func.call"(%arg6) <{callee = @side_effect_i32}> : (i32) -> ()
      "scf.yield"(%arg7, %arg8, %arg7) : (i32, i32, i32) -> ()
    }) : (index, index, index, i32, i32, i32) -> (i32, i32, i32)
    "func.return"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

