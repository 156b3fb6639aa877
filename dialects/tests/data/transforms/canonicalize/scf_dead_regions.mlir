"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, index, memref<8xi32>) -> i32, sym_name = "dead_regions"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: index, %arg3: memref<8xi32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "scf.if"(%arg0) ({
      %14 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%14) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %4 = "scf.for"(%0, %arg2, %1, %arg1) ({
    ^bb0(%arg7: index, %arg8: i32):
      %12 = "memref.load"(%arg3, %arg7) : (memref<8xi32>, index) -> i32
      %13 = "arith.addi"(%arg8, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%13) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %5 = "scf.for"(%1, %0, %1, %4) ({
    ^bb0(%arg5: index, %arg6: i32):
      %11 = "arith.muli"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%11) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "scf.for"(%0, %2, %1) ({
    ^bb0(%arg4: index):
      %10 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "memref.store"(%10, %arg3, %arg4) : (i32, memref<8xi32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.xori"(%arg0, %6) : (i1, i1) -> i1
    %8 = "scf.if"(%7) ({
      "scf.yield"(%5) : (i32) -> ()
    }, {
      %9 = "arith.subi"(%5, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%9) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

