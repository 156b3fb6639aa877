"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "constant"}> ({
    %37 = "test.with_bounds"() <{smax = 3 : index, smin = 3 : index, umax = 3 : index, umin = 3 : index}> : () -> index
    "func.return"(%37) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "increment"}> ({
    %35 = "test.with_bounds"() <{smax = 9223372036854775807 : index, smin = 0 : index, umax = 3 : index, umin = 3 : index}> : () -> index
    %36 = "test.increment"(%35) : (index) -> index
    "func.return"(%36) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> index, sym_name = "maybe_increment"}> ({
  ^bb0(%arg13: i1):
    %31 = "test.with_bounds"() <{smax = 3 : index, smin = 3 : index, umax = 3 : index, umin = 3 : index}> : () -> index
    %32 = "scf.if"(%arg13) ({
      "scf.yield"(%31) : (index) -> ()
    }, {
      %34 = "test.increment"(%31) : (index) -> index
      "scf.yield"(%34) : (index) -> ()
    }) : (i1) -> index
    %33 = "test.reflect_bounds"(%32) : (index) -> index
    "func.return"(%33) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> index, sym_name = "maybe_increment_br"}> ({
  ^bb0(%arg12: i1):
    %27 = "test.with_bounds"() <{smax = 3 : index, smin = 3 : index, umax = 3 : index, umin = 3 : index}> : () -> index
    "cf.cond_br"(%arg12)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %28 = "test.increment"(%27) : (index) -> index
    "cf.br"(%28)[^bb3] : (index) -> ()
  ^bb2:  // pred: ^bb0
    "cf.br"(%27)[^bb3] : (index) -> ()
  ^bb3(%29: index):  // 2 preds: ^bb1, ^bb2
    %30 = "test.reflect_bounds"(%29) : (index) -> index
    "func.return"(%30) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "for_bounds"}> ({
    %22 = "test.with_bounds"() <{smax = 0 : index, smin = 0 : index, umax = 0 : index, umin = 0 : index}> : () -> index
    %23 = "test.with_bounds"() <{smax = 1 : index, smin = 1 : index, umax = 1 : index, umin = 1 : index}> : () -> index
    %24 = "test.with_bounds"() <{smax = 2 : index, smin = 2 : index, umax = 2 : index, umin = 2 : index}> : () -> index
    %25 = "scf.for"(%22, %24, %23, %22) ({
    ^bb0(%arg10: index, %arg11: index):
      "scf.yield"(%arg10) : (index) -> ()
    }) : (index, index, index, index) -> index
    %26 = "test.reflect_bounds"(%25) : (index) -> index
    "func.return"(%26) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "no_analysis_of_loop_variants"}> ({
    %16 = "test.with_bounds"() <{smax = 0 : index, smin = 0 : index, umax = 0 : index, umin = 0 : index}> : () -> index
    %17 = "test.with_bounds"() <{smax = 1 : index, smin = 1 : index, umax = 1 : index, umin = 1 : index}> : () -> index
    %18 = "test.with_bounds"() <{smax = 2 : index, smin = 2 : index, umax = 2 : index, umin = 2 : index}> : () -> index
    %19 = "scf.for"(%16, %18, %17, %16) ({
    ^bb0(%arg8: index, %arg9: index):
      %21 = "test.increment"(%arg9) : (index) -> index
      "scf.yield"(%21) : (index) -> ()
    }) : (index, index, index, index) -> index
    %20 = "test.reflect_bounds"(%19) : (index) -> index
    "func.return"(%20) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "func_args_unbound"}> ({
  ^bb0(%arg7: index):
    %15 = "test.reflect_bounds"(%arg7) : (index) -> index
    "func.return"(%15) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "propagate_across_while_loop_false"}> ({
    %11 = "test.with_bounds"() <{smax = 0 : index, smin = 0 : index, umax = 0 : index, umin = 0 : index}> : () -> index
    %12 = "scf.while"() ({
      %14 = "arith.constant"() <{value = false}> : () -> i1
      "scf.condition"(%14, %11) : (i1, index) -> ()
    }, {
    ^bb0(%arg6: index):
      "scf.yield"() : () -> ()
    }) : () -> index
    %13 = "test.increment"(%12) : (index) -> index
    "func.return"(%13) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> index, sym_name = "propagate_across_while_loop"}> ({
  ^bb0(%arg4: i1):
    %8 = "test.with_bounds"() <{smax = 0 : index, smin = 0 : index, umax = 0 : index, umin = 0 : index}> : () -> index
    %9 = "scf.while"() ({
      "scf.condition"(%arg4, %8) : (i1, index) -> ()
    }, {
    ^bb0(%arg5: index):
      "scf.yield"() : () -> ()
    }) : () -> index
    %10 = "test.increment"(%9) : (index) -> index
    "func.return"(%10) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i1) -> (), sym_name = "propagate_from_block_to_iterarg"}> ({
  ^bb0(%arg0: index, %arg1: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.if"(%arg1) ({
      %7 = "scf.if"(%arg1) ({
        "scf.yield"(%arg0) : (index) -> ()
      }, {
        "scf.yield"(%arg0) : (index) -> ()
      }) : (i1) -> index
      "scf.yield"(%7) : (index) -> ()
    }, {
      "scf.yield"(%1) : (index) -> ()
    }) : (i1) -> index
    "scf.for"(%0, %arg0, %1) ({
    ^bb0(%arg2: index):
      "scf.if"(%arg1) ({
        %3 = "arith.subi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %4 = "arith.muli"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %5 = "arith.addi"(%4, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        "scf.for"(%0, %5, %1) ({
        ^bb0(%arg3: index):
          %6 = "arith.cmpi"(%arg3, %1) <{predicate = 9 : i64}> : (index, index) -> i1
          "scf.if"(%6) ({
            "foo.op"() : () -> ()
            "scf.yield"() : () -> ()
          }, {
          }) : (i1) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

