"builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> (index, i1), sym_name = "iv_bounds"}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    "scf.for"(%0, %2, %1) ({
    ^bb0(%arg8: index):
      %15 = "arith.cmpi"(%arg8, %2) <{predicate = 6 : i64}> : (index, index) -> i1
      %16 = "arith.cmpi"(%arg8, %0) <{predicate = 5 : i64}> : (index, index) -> i1
      %17 = "arith.cmpi"(%arg8, %3) <{predicate = 0 : i64}> : (index, index) -> i1
      "test.use"(%15, %16, %17) : (i1, i1, i1) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%2, %arg0, %1) ({
    ^bb0(%arg7: index):
      %13 = "arith.cmpi"(%arg7, %2) <{predicate = 5 : i64}> : (index, index) -> i1
      %14 = "arith.remui"(%arg7, %3) : (index, index) -> index
      "test.use"(%13, %14) : (i1, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%0, %3, %2) ({
    ^bb0(%arg6: index):
      %11 = "arith.remui"(%arg6, %3) : (index, index) -> index
      %12 = "arith.divui"(%arg6, %3) : (index, index) -> index
      "test.use"(%11, %12) : (index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %4 = "scf.for"(%0, %1, %1, %0) ({
    ^bb0(%arg4: index, %arg5: index):
      "scf.yield"(%arg4) : (index) -> ()
    }) : (index, index, index, index) -> index
    %5 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "scf.for"(%5, %6, %7) ({
    ^bb0(%arg3: i32):
      %10 = "arith.cmpi"(%arg3, %6) <{predicate = 3 : i64}> : (i32, i32) -> i1
      "test.use"(%10) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "scf.for"(%3, %2, %1) ({
    ^bb0(%arg2: index):
      %9 = "arith.cmpi"(%arg2, %2) <{predicate = 6 : i64}> : (index, index) -> i1
      "test.use"(%9) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %8 = "arith.cmpi"(%4, %0) <{predicate = 0 : i64}> : (index, index) -> i1
    "func.return"(%4, %8) : (index, i1) -> ()
  }) : () -> ()
}) : () -> ()

