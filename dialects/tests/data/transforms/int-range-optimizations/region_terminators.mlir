"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "while_false"}> ({
  ^bb0(%arg21: index):
    %32 = "arith.constant"() <{value = false}> : () -> i1
    %33 = "arith.constant"() <{value = 0 : index}> : () -> index
    %34 = "scf.while"(%33) ({
    ^bb0(%arg23: index):
      "scf.condition"(%32, %arg23) : (i1, index) -> ()
    }, {
    ^bb0(%arg22: index):
      %35 = "arith.addi"(%arg22, %arg21) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%35) : (index) -> ()
    }) : (index) -> index
    "func.return"(%34) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "while_true"}> ({
  ^bb0(%arg18: index):
    %27 = "arith.constant"() <{value = true}> : () -> i1
    %28 = "arith.constant"() <{value = 0 : index}> : () -> index
    %29 = "scf.while"(%28) ({
    ^bb0(%arg20: index):
      "test.use"(%arg20) : (index) -> ()
      "scf.condition"(%27, %arg20) : (i1, index) -> ()
    }, {
    ^bb0(%arg19: index):
      %30 = "arith.constant"() <{value = 5 : index}> : () -> index
      %31 = "arith.cmpi"(%arg19, %30) <{predicate = 7 : i64}> : (index, index) -> i1
      "test.use"(%31) : (i1) -> ()
      "scf.yield"(%30) : (index) -> ()
    }) : (index) -> index
    "func.return"(%29, %arg18) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "while_computed_condition"}> ({
  ^bb0(%arg15: index):
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = 1 : index}> : () -> index
    %24 = "scf.while"(%22) ({
    ^bb0(%arg17: index):
      %26 = "arith.cmpi"(%22, %23) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.condition"(%26, %arg17) : (i1, index) -> ()
    }, {
    ^bb0(%arg16: index):
      %25 = "arith.constant"() <{value = 2 : index}> : () -> index
      "scf.yield"(%25) : (index) -> ()
    }) : (index) -> index
    "func.return"(%24) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x16xi1>) -> (), sym_name = "forall_static"}> ({
  ^bb0(%arg12: memref<8x16xi1>):
    %17 = "arith.constant"() <{value = 8 : index}> : () -> index
    %18 = "arith.constant"() <{value = 16 : index}> : () -> index
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 8, 16>}> ({
    ^bb0(%arg13: index, %arg14: index):
      %19 = "arith.cmpi"(%arg13, %17) <{predicate = 2 : i64}> : (index, index) -> i1
      %20 = "arith.cmpi"(%arg14, %18) <{predicate = 6 : i64}> : (index, index) -> i1
      %21 = "arith.cmpi"(%arg14, %17) <{predicate = 5 : i64}> : (index, index) -> i1
      "memref.store"(%19, %arg12, %arg13, %arg14) : (i1, memref<8x16xi1>, index, index) -> ()
      "memref.store"(%20, %arg12, %arg13, %arg14) : (i1, memref<8x16xi1>, index, index) -> ()
      "memref.store"(%21, %arg12, %arg13, %arg14) : (i1, memref<8x16xi1>, index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<?xi1>) -> (), sym_name = "forall_mixed"}> ({
  ^bb0(%arg9: index, %arg10: memref<?xi1>):
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 100 : index}> : () -> index
    %14 = "arith.minui"(%arg9, %13) : (index, index) -> index
    "scf.forall"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 3>, staticUpperBound = array<i64: 100>}> ({
    ^bb0(%arg11: index):
      %15 = "arith.cmpi"(%arg11, %13) <{predicate = 6 : i64}> : (index, index) -> i1
      %16 = "arith.cmpi"(%arg11, %12) <{predicate = 5 : i64}> : (index, index) -> i1
      "memref.store"(%15, %arg10, %arg11) : (i1, memref<?xi1>, index) -> ()
      "memref.store"(%16, %arg10, %arg11) : (i1, memref<?xi1>, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<?xi1>) -> (), sym_name = "forall_dynamic_step"}> ({
  ^bb0(%arg6: index, %arg7: memref<?xi1>):
    %10 = "arith.constant"() <{value = 10 : index}> : () -> index
    "scf.forall"(%arg6) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, staticLowerBound = array<i64: 2>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: 10>}> ({
    ^bb0(%arg8: index):
      %11 = "arith.cmpi"(%arg8, %10) <{predicate = 6 : i64}> : (index, index) -> i1
      "memref.store"(%11, %arg7, %arg8) : (i1, memref<?xi1>, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  ^bb0(%arg5: i1):
    "cf.cond_br"(%arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "func.return"(%8) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %9 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "test.terminator"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg4: i1):
    %7 = "func.call"(%arg4) <{callee = @callee}> : (i1) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x8xi1>, index) -> (), sym_name = "parallel"}> ({
  ^bb0(%arg0: memref<8x8xi1>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.minui"(%arg1, %2) : (index, index) -> index
    "scf.parallel"(%0, %1, %2, %3, %1, %1) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg2: index, %arg3: index):
      %4 = "arith.cmpi"(%arg2, %2) <{predicate = 6 : i64}> : (index, index) -> i1
      %5 = "arith.cmpi"(%arg3, %1) <{predicate = 9 : i64}> : (index, index) -> i1
      %6 = "arith.cmpi"(%arg3, %2) <{predicate = 6 : i64}> : (index, index) -> i1
      "memref.store"(%4, %arg0, %arg2, %arg3) : (i1, memref<8x8xi1>, index, index) -> ()
      "memref.store"(%5, %arg0, %arg2, %arg3) : (i1, memref<8x8xi1>, index, index) -> ()
      "memref.store"(%6, %arg0, %arg2, %arg3) : (i1, memref<8x8xi1>, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

