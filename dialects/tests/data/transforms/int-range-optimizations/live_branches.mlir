"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "cond_br_constant"}> ({
  ^bb0(%arg7: i32):
    %36 = "arith.constant"() <{value = true}> : () -> i1
    %37 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %38 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "cf.cond_br"(%36, %37, %38)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%39: i32):  // pred: ^bb0
    "foo.in_bb1"() : () -> ()
    "cf.br"(%39)[^bb3] : (i32) -> ()
  ^bb2(%40: i32):  // pred: ^bb0
    "foo.in_bb2"() : () -> ()
    "cf.br"(%40)[^bb3] : (i32) -> ()
  ^bb3(%41: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%41) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "cond_br_folded_false"}> ({
  ^bb0(%arg6: i32):
    %32 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %33 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %34 = "arith.cmpi"(%32, %33) <{predicate = 8 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%34)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "foo.in_bb1"() : () -> ()
    "cf.br"(%32)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "foo.in_bb2"() : () -> ()
    "cf.br"(%33)[^bb3] : (i32) -> ()
  ^bb3(%35: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%35) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "switch_constant"}> ({
  ^bb0(%arg5: i32):
    %26 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %28 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "cf.switch"(%27, %26, %27, %28)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
  ^bb1(%29: i32):  // 2 preds: ^bb0, ^bb0
    "foo.in_bb1"() : () -> ()
    "cf.br"(%29)[^bb3] : (i32) -> ()
  ^bb2(%30: i32):  // pred: ^bb0
    "foo.in_bb2"() : () -> ()
    "cf.br"(%30)[^bb3] : (i32) -> ()
  ^bb3(%31: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%31) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "switch_default"}> ({
  ^bb0(%arg4: i32):
    %20 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %21 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %22 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    "cf.switch"(%22, %20, %21)[^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1(%23: i32):  // pred: ^bb0
    "foo.in_bb1"() : () -> ()
    "cf.br"(%23)[^bb3] : (i32) -> ()
  ^bb2(%24: i32):  // pred: ^bb0
    "foo.in_bb2"() : () -> ()
    "cf.br"(%24)[^bb3] : (i32) -> ()
  ^bb3(%25: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%25) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "cond_br_unknown"}> ({
  ^bb0(%arg3: i1):
    %17 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "cf.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "foo.in_bb1"() : () -> ()
    "cf.br"(%17)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "foo.in_bb2"() : () -> ()
    "cf.br"(%18)[^bb3] : (i32) -> ()
  ^bb3(%19: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%19) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "in_region_folded"}> ({
  ^bb0(%arg2: i32):
    %12 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %15 = "scf.execute_region"() ({
      %16 = "arith.cmpi"(%13, %12) <{predicate = 6 : i64}> : (i32, i32) -> i1
      "cf.cond_br"(%16)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "foo.in_bb1"() : () -> ()
      "scf.yield"(%13) : (i32) -> ()
    ^bb2:  // pred: ^bb0
      "foo.in_bb2"() : () -> ()
      "scf.yield"(%14) : (i32) -> ()
    }) : () -> i32
    "func.return"(%15) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "in_region_bounded"}> ({
  ^bb0(%arg1: i32):
    %6 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %9 = "scf.execute_region"() ({
      %10 = "arith.remui"(%arg1, %6) : (i32, i32) -> i32
      %11 = "arith.cmpi"(%10, %6) <{predicate = 6 : i64}> : (i32, i32) -> i1
      "cf.cond_br"(%11)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "foo.in_bb1"() : () -> ()
      "scf.yield"(%7) : (i32) -> ()
    ^bb2:  // pred: ^bb0
      "foo.in_bb2"() : () -> ()
      "scf.yield"(%8) : (i32) -> ()
    }) : () -> i32
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "if_bounded"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.remui"(%arg0, %0) : (i32, i32) -> i32
    %4 = "arith.cmpi"(%3, %0) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %5 = "scf.if"(%4) ({
      "scf.yield"(%1) : (i32) -> ()
    }, {
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

