"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "while_false"}> ({
  ^bb0(%arg17: index):
    %25 = "arith.constant"() <{value = false}> : () -> i1
    %26 = "arith.constant"() <{value = 0 : index}> : () -> index
    %27 = "scf.while"(%26) ({
    ^bb0(%arg19: index):
      "scf.condition"(%25, %arg19) : (i1, index) -> ()
    }, {
    ^bb0(%arg18: index):
      %28 = "arith.addi"(%arg18, %arg17) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%28) : (index) -> ()
    }) : (index) -> index
    "func.return"(%27) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "while_true"}> ({
  ^bb0(%arg14: index):
    %20 = "arith.constant"() <{value = true}> : () -> i1
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "scf.while"(%21) ({
    ^bb0(%arg16: index):
      "test.use"(%arg16) : (index) -> ()
      "scf.condition"(%20, %arg16) : (i1, index) -> ()
    }, {
    ^bb0(%arg15: index):
      %23 = "arith.constant"() <{value = 5 : index}> : () -> index
      %24 = "arith.cmpi"(%arg15, %23) <{predicate = 7 : i64}> : (index, index) -> i1
      "test.use"(%24) : (i1) -> ()
      "scf.yield"(%23) : (index) -> ()
    }) : (index) -> index
    "func.return"(%22, %arg14) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "while_computed_condition"}> ({
  ^bb0(%arg11: index):
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17 = "scf.while"(%15) ({
    ^bb0(%arg13: index):
      %19 = "arith.cmpi"(%15, %16) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.condition"(%19, %arg13) : (i1, index) -> ()
    }, {
    ^bb0(%arg12: index):
      %18 = "arith.constant"() <{value = 2 : index}> : () -> index
      "scf.yield"(%18) : (index) -> ()
    }) : (index) -> index
    "func.return"(%17) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x16xi1>) -> (), sym_name = "forall_static"}> ({
  ^bb0(%arg8: memref<8x16xi1>):
    %10 = "arith.constant"() <{value = 8 : index}> : () -> index
    %11 = "arith.constant"() <{value = 16 : index}> : () -> index
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 8, 16>}> ({
    ^bb0(%arg9: index, %arg10: index):
      %12 = "arith.cmpi"(%arg9, %10) <{predicate = 2 : i64}> : (index, index) -> i1
      %13 = "arith.cmpi"(%arg10, %11) <{predicate = 6 : i64}> : (index, index) -> i1
      %14 = "arith.cmpi"(%arg10, %10) <{predicate = 5 : i64}> : (index, index) -> i1
      "memref.store"(%12, %arg8, %arg9, %arg10) : (i1, memref<8x16xi1>, index, index) -> ()
      "memref.store"(%13, %arg8, %arg9, %arg10) : (i1, memref<8x16xi1>, index, index) -> ()
      "memref.store"(%14, %arg8, %arg9, %arg10) : (i1, memref<8x16xi1>, index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<?xi1>) -> (), sym_name = "forall_mixed"}> ({
  ^bb0(%arg5: index, %arg6: memref<?xi1>):
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 100 : index}> : () -> index
    %7 = "arith.minui"(%arg5, %6) : (index, index) -> index
    "scf.forall"(%7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 3>, staticUpperBound = array<i64: 100>}> ({
    ^bb0(%arg7: index):
      %8 = "arith.cmpi"(%arg7, %6) <{predicate = 6 : i64}> : (index, index) -> i1
      %9 = "arith.cmpi"(%arg7, %5) <{predicate = 5 : i64}> : (index, index) -> i1
      "memref.store"(%8, %arg6, %arg7) : (i1, memref<?xi1>, index) -> ()
      "memref.store"(%9, %arg6, %arg7) : (i1, memref<?xi1>, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<?xi1>) -> (), sym_name = "forall_dynamic_step"}> ({
  ^bb0(%arg2: index, %arg3: memref<?xi1>):
    %3 = "arith.constant"() <{value = 10 : index}> : () -> index
    "scf.forall"(%arg2) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, staticLowerBound = array<i64: 2>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: 10>}> ({
    ^bb0(%arg4: index):
      %4 = "arith.cmpi"(%arg4, %3) <{predicate = 6 : i64}> : (index, index) -> i1
      "memref.store"(%4, %arg3, %arg4) : (i1, memref<?xi1>, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  ^bb0(%arg1: i1):
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%1) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %2 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "test.terminator"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg0: i1):
    %0 = "func.call"(%arg0) <{callee = @callee}> : (i1) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

