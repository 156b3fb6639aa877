"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  ^bb0(%arg10: i32):
    %39 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %40 = "arith.addi"(%arg10, %39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%40) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "caller"}> ({
    %35 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %36 = "func.call"(%35) <{callee = @callee}> : (i32) -> i32
    %37 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %38 = "arith.muli"(%36, %37) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%38) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "pub"}> ({
  ^bb0(%arg9: i32):
    %33 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %34 = "arith.addi"(%arg9, %33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%34) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "caller2"}> ({
    %31 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %32 = "func.call"(%31) <{callee = @pub}> : (i32) -> i32
    "func.return"(%32) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "br"}> ({
  ^bb0(%arg8: i32):
    %27 = "arith.constant"() <{value = true}> : () -> i1
    %28 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %29 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "cf.cond_br"(%27, %28, %29)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%30: i32):  // 2 preds: ^bb0, ^bb0
    "func.return"(%30) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "pubc"}> ({
  ^bb0(%arg7: i32):
    %26 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%26) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "two", sym_visibility = "private"}> ({
  ^bb0(%arg6: i32):
    "func.return"(%arg6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "dead", sym_visibility = "private"}> ({
  ^bb0(%arg5: i32):
    %22 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %23 = "arith.addi"(%arg5, %22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %24 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %25 = "arith.addi"(%24, %22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%25) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "rec", sym_visibility = "private"}> ({
  ^bb0(%arg4: i32):
    %20 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %21 = "func.call"(%20) <{callee = @rec}> : (i32) -> i32
    "func.return"(%20) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, i32), sym_name = "caller_many"}> ({
    %13 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %15 = "func.call"(%13) <{callee = @pubc}> : (i32) -> i32
    %16 = "func.call"(%13) <{callee = @ext}> : (i32) -> i32
    %17 = "func.call"(%13) <{callee = @two}> : (i32) -> i32
    %18 = "func.call"(%14) <{callee = @two}> : (i32) -> i32
    %19 = "func.call"(%14) <{callee = @rec}> : (i32) -> i32
    "func.return"(%15, %16, %17, %18, %19) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "never_called", sym_visibility = "private"}> ({
  ^bb0(%arg3: i32):
    %10 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %11 = "arith.remui"(%arg3, %10) : (i32, i32) -> i32
    %12 = "arith.cmpi"(%11, %10) <{predicate = 6 : i64}> : (i32, i32) -> i1
    "func.return"(%12) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "referenced", sym_visibility = "private"}> ({
  ^bb0(%arg2: i32):
    "func.return"(%arg2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "uses_symbol"}> ({
    %8 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %9 = "func.call"(%8) <{callee = @referenced}> : (i32) -> i32
    "foo.keep"() {f = @referenced} : () -> ()
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "bounded", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32):
    %5 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %6 = "arith.cmpi"(%arg1, %5) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %7 = "arith.extui"(%6) : (i1) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (i32, i32), sym_name = "calls_bounded"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %2 = "arith.select"(%arg0, %0, %1) : (i1, i32, i32) -> i32
    %3 = "func.call"(%2) <{callee = @bounded}> : (i32) -> i32
    %4 = "func.call"(%1) <{callee = @bounded}> : (i32) -> i32
    "func.return"(%3, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

