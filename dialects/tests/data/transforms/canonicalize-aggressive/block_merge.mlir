"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "return_blocks"}> ({
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "matching_arguments"}> ({
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1(%16: i32):  // pred: ^bb0
    "func.return"(%16) : (i32) -> ()
  ^bb2(%17: i32):  // pred: ^bb0
    "func.return"(%17) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "mismatch_unknown_terminator"}> ({
  ^bb0(%arg24: i32, %arg25: i32):
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg24) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "func.return"(%arg25) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "mismatch_operands"}> ({
  ^bb0(%arg21: i1, %arg22: i32, %arg23: i32):
    "cf.cond_br"(%arg21)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg22) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "func.return"(%arg23) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32), sym_name = "mismatch_operands_matching_arguments"}> ({
  ^bb0(%arg18: i1, %arg19: i32, %arg20: i32):
    "cf.cond_br"(%arg18, %arg20, %arg19)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%14: i32):  // pred: ^bb0
    "func.return"(%arg19, %14) : (i32, i32) -> ()
  ^bb2(%15: i32):  // pred: ^bb0
    "func.return"(%arg20, %15) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32), sym_name = "mismatch_argument_uses"}> ({
  ^bb0(%arg15: i1, %arg16: i32, %arg17: i32):
    "cf.cond_br"(%arg15, %arg17, %arg16)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%12: i32):  // pred: ^bb0
    "func.return"(%arg16, %12) : (i32, i32) -> ()
  ^bb2(%13: i32):  // pred: ^bb0
    "func.return"(%13, %arg17) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i16) -> (), sym_name = "mismatch_argument_types"}> ({
  ^bb0(%arg12: i1, %arg13: i32, %arg14: i16):
    "cf.cond_br"(%arg12, %arg13, %arg14)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i16) -> ()
  ^bb1(%10: i32):  // pred: ^bb0
    "foo.return"(%10) : (i32) -> ()
  ^bb2(%11: i16):  // pred: ^bb0
    "foo.return"(%11) : (i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "mismatch_argument_count"}> ({
  ^bb0(%arg10: i1, %arg11: i32):
    "cf.cond_br"(%arg10, %arg11)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%9: i32):  // pred: ^bb0
    "foo.return"(%9) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "foo.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "mismatch_operations"}> ({
  ^bb0(%arg9: i1):
    "cf.cond_br"(%arg9)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "foo.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "mismatch_operation_count"}> ({
  ^bb0(%arg8: i1):
    "cf.cond_br"(%arg8)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "foo.op"() : () -> ()
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "contains_regions"}> ({
  ^bb0(%arg7: i1):
    "cf.cond_br"(%arg7)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "scf.if"(%arg7) ({
      "foo.op"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "scf.if"(%arg7) ({
      "foo.op"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "mismatch_loop"}> ({
  ^bb0(%arg5: i1, %arg6: i1):
    %8 = "foo.op"() : () -> i1
    "cf.cond_br"(%arg5)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb1, ^bb2
    "cf.cond_br"(%8)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb0
    "cf.cond_br"(%arg6)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, memref<i32>, memref<i1>) -> (), sym_name = "mismatch_operand_types"}> ({
  ^bb0(%arg2: i1, %arg3: memref<i32>, %arg4: memref<i1>):
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = true}> : () -> i1
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb3
    "cf.cond_br"(%arg2)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "memref.store"(%6, %arg3) : (i32, memref<i32>) -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb3:  // pred: ^bb1
    "memref.store"(%7, %arg4) : (i1, memref<i1>) -> ()
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "print", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "nomerge"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.cmpi"(%arg1, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%1)[^bb1, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %2 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%2)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb3
    %3 = "arith.addi"(%4, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%3)[^bb3] : (i32) -> ()
  ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
    %5 = "arith.cmpi"(%4, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "func.call"(%4, %2) <{callee = @print}> : (i32, i32) -> ()
    "cf.cond_br"(%5)[^bb2, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // 2 preds: ^bb0, ^bb3
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

