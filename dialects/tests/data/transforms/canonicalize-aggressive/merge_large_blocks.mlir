"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> (), sym_name = "foo", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "rand", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> (), sym_name = "large_merge_block"}> ({
  ^bb0(%arg3: i64):
    %10 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %11 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %14 = "arith.constant"() <{value = 4 : i64}> : () -> i64
    %15 = "arith.cmpi"(%arg3, %10) <{predicate = 0 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%15)[^bb1, ^bb8] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %16 = "func.call"() <{callee = @rand}> : () -> i1
    "cf.cond_br"(%16)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "func.call"(%11) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb4] : () -> ()
  ^bb3:  // pred: ^bb1
    "func.call"(%12) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %17 = "func.call"() <{callee = @rand}> : () -> i1
    "cf.cond_br"(%17)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb5:  // pred: ^bb4
    "func.call"(%13) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb7] : () -> ()
  ^bb6:  // pred: ^bb4
    "func.call"(%14) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb7] : () -> ()
  ^bb7:  // 2 preds: ^bb5, ^bb6
    "cf.br"()[^bb15] : () -> ()
  ^bb8:  // pred: ^bb0
    %18 = "func.call"() <{callee = @rand}> : () -> i1
    "cf.cond_br"(%18)[^bb9, ^bb10] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb9:  // pred: ^bb8
    "func.call"(%14) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb11] : () -> ()
  ^bb10:  // pred: ^bb8
    "func.call"(%13) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb11] : () -> ()
  ^bb11:  // 2 preds: ^bb9, ^bb10
    %19 = "func.call"() <{callee = @rand}> : () -> i1
    "cf.cond_br"(%19)[^bb12, ^bb13] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb12:  // pred: ^bb11
    "func.call"(%12) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb14] : () -> ()
  ^bb13:  // pred: ^bb11
    "func.call"(%11) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb14] : () -> ()
  ^bb14:  // 2 preds: ^bb12, ^bb13
    "cf.br"()[^bb15] : () -> ()
  ^bb15:  // 2 preds: ^bb7, ^bb14
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "redundant_args0"}> ({
  ^bb0(%arg2: i1):
    %7 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %9 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.call"(%7) <{callee = @foo}> : (i64) -> ()
    "func.call"(%7) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb3] : () -> ()
  ^bb2:  // pred: ^bb0
    "func.call"(%8) <{callee = @foo}> : (i64) -> ()
    "func.call"(%9) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "redundant_args1"}> ({
  ^bb0(%arg1: i1):
    %4 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.call"(%5) <{callee = @foo}> : (i64) -> ()
    "func.call"(%6) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb3] : () -> ()
  ^bb2:  // pred: ^bb0
    "func.call"(%4) <{callee = @foo}> : (i64) -> ()
    "func.call"(%4) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "redundant_args_complex"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.call"(%2) <{callee = @foo}> : (i64) -> ()
    "func.call"(%2) <{callee = @foo}> : (i64) -> ()
    "func.call"(%1) <{callee = @foo}> : (i64) -> ()
    "func.call"(%2) <{callee = @foo}> : (i64) -> ()
    "func.call"(%3) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb3] : () -> ()
  ^bb2:  // pred: ^bb0
    "func.call"(%0) <{callee = @foo}> : (i64) -> ()
    "func.call"(%0) <{callee = @foo}> : (i64) -> ()
    "func.call"(%3) <{callee = @foo}> : (i64) -> ()
    "func.call"(%2) <{callee = @foo}> : (i64) -> ()
    "func.call"(%2) <{callee = @foo}> : (i64) -> ()
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

