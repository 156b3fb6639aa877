"builtin.module"() ({
  "func.func"() <{function_type = (i1, index, i32, memref<16xi32>) -> (), sym_name = "nested"}> ({
  ^bb0(%arg0: i1, %arg1: index, %arg2: i32, %arg3: memref<16xi32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%0, %arg1, %1) ({
    ^bb0(%arg4: index):
      %2 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      %3 = "arith.constant"() <{value = 20 : i32}> : () -> i32
      %4 = "memref.load"(%arg3, %arg4) : (memref<16xi32>, index) -> i32
      "scf.if"(%arg0) ({
        %8 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %9 = "arith.addi"(%4, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%9, %arg3, %arg4) : (i32, memref<16xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
        %6 = "arith.muli"(%4, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %7 = "arith.subi"(%4, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "memref.store"(%7, %arg3, %arg4) : (i32, memref<16xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %5 = "memref.load"(%arg3, %0) : (memref<16xi32>, index) -> i32
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

