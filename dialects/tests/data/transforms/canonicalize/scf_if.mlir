"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32, i32, i32, i1), sym_name = "ifs"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "scf.if"(%0) ({
      %11 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%11) : (i32) -> ()
    }, {
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (i1) -> i32
    %3 = "scf.if"(%1) ({
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      %9 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %10 = "arith.muli"(%arg2, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%10) : (i32) -> ()
    }) : (i1) -> i32
    %4:2 = "scf.if"(%arg0) ({
      %8 = "arith.muli"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8, %arg1) : (i32, i32) -> ()
    }, {
      %7 = "arith.subi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7, %arg2) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    %5 = "scf.if"(%arg0) ({
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (i1) -> i32
    %6 = "scf.if"(%arg0) ({
      "scf.yield"(%0) : (i1) -> ()
    }, {
      "scf.yield"(%1) : (i1) -> ()
    }) : (i1) -> i1
    "func.return"(%2, %3, %4#0, %5, %6) : (i32, i32, i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

