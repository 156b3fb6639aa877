"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> (i32, i1, index, i8), sym_name = "basic"}> ({
  ^bb0(%arg7: i32, %arg8: i1):
    %17 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %19 = "arith.extui"(%arg8) : (i1) -> i32
    %20 = "arith.andi"(%arg7, %18) : (i32, i32) -> i32
    %21 = "arith.remui"(%20, %17) : (i32, i32) -> i32
    %22 = "arith.addi"(%19, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %23 = "arith.cmpi"(%22, %17) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %24 = "arith.minui"(%arg7, %18) : (i32, i32) -> i32
    %25 = "arith.cmpi"(%24, %18) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %26 = "arith.andi"(%21, %17) : (i32, i32) -> i32
    %27 = "index.constant"() <{value = 7 : index}> : () -> index
    %28 = "index.and"(%27, %27) : (index, index) -> index
    %29 = "arith.trunci"(%17) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %30 = "arith.addi"(%26, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%30, %23, %28, %29) : (i32, i1, index, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg5: i1, %arg6: i32):
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %10 = "scf.if"(%arg5) ({
      "scf.yield"(%8) : (i32) -> ()
    }, {
      "scf.yield"(%9) : (i32) -> ()
    }) : (i1) -> i32
    %11 = "arith.cmpi"(%10, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %12 = "arith.cmpi"(%10, %9) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %13 = "arith.extui"(%12) : (i1) -> i32
    %14 = "arith.select"(%11, %13, %8) : (i1, i32, i32) -> i32
    "cf.cond_br"(%arg5, %8, %8)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%15: i32):  // 2 preds: ^bb0, ^bb0
    %16 = "arith.addi"(%15, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%16) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> i32, sym_name = "loop"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "scf.for"(%0, %arg0, %1, %2) ({
    ^bb0(%arg3: index, %arg4: i32):
      %7 = "arith.addi"(%arg4, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5 = "scf.for"(%0, %arg0, %1, %2) ({
    ^bb0(%arg1: index, %arg2: i32):
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6 = "arith.addi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

