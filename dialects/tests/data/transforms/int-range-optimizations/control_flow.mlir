"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (i32, i1, i1), sym_name = "if_join"}> ({
  ^bb0(%arg12: i1, %arg13: i32):
    %24 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %25 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %26 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %27 = "scf.if"(%arg12) ({
      "scf.yield"(%24) : (i32) -> ()
    }, {
      "scf.yield"(%25) : (i32) -> ()
    }) : (i1) -> i32
    %28 = "arith.cmpi"(%27, %26) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %29 = "arith.cmpi"(%27, %25) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %30 = "scf.if"(%arg12) ({
      "scf.yield"(%25) : (i32) -> ()
    }, {
      "scf.yield"(%25) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%30, %28, %29) : (i32, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i64) -> i1, sym_name = "cfg"}> ({
  ^bb0(%arg10: i1, %arg11: i64):
    %17 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %18 = "arith.constant"() <{value = 10 : i64}> : () -> i64
    %19 = "arith.constant"() <{value = 20 : i64}> : () -> i64
    "cf.cond_br"(%arg10, %18, %19)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb1(%20: i64):  // 2 preds: ^bb0, ^bb0
    %21 = "arith.cmpi"(%20, %17) <{predicate = 8 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%21, %arg11)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i64) -> ()
  ^bb2:  // pred: ^bb1
    "cf.br"(%18)[^bb3] : (i64) -> ()
  ^bb3(%22: i64):  // 2 preds: ^bb1, ^bb2
    %23 = "arith.cmpi"(%22, %18) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "func.return"(%23) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "cfg_loop"}> ({
  ^bb0(%arg9: i64):
    %12 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    "cf.br"(%12)[^bb1] : (i64) -> ()
  ^bb1(%14: i64):  // 2 preds: ^bb0, ^bb2
    %15 = "arith.cmpi"(%14, %arg9) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%15)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %16 = "arith.addi"(%14, %13) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "cf.br"(%16)[^bb1] : (i64) -> ()
  ^bb3:  // pred: ^bb1
    "func.return"(%14) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32) -> (i32, i32, i1), sym_name = "for_loop"}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %5:2 = "scf.for"(%0, %arg0, %1, %3, %4) ({
    ^bb0(%arg6: index, %arg7: i32, %arg8: i32):
      %11 = "arith.addi"(%arg7, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%11, %arg8) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    %6 = "scf.for"(%0, %2, %1, %3) ({
    ^bb0(%arg4: index, %arg5: i32):
      %10 = "arith.index_cast"(%arg4) : (index) -> i32
      "scf.yield"(%10) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7 = "scf.while"(%4) ({
    ^bb0(%arg3: i32):
      %9 = "arith.cmpi"(%arg3, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%9, %arg3) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      "scf.yield"(%4) : (i32) -> ()
    }) : (i32) -> i32
    %8 = "arith.cmpi"(%7, %4) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "func.return"(%5#1, %6, %8) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

