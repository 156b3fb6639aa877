"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i32) -> (i32, i32, i32), sym_name = "mem"}> ({
  ^bb0(%arg2: memref<4xi32>, %arg3: index, %arg4: i32):
    %7 = "memref.load"(%arg2, %arg3) : (memref<4xi32>, index) -> i32
    %8 = "memref.load"(%arg2, %arg3) : (memref<4xi32>, index) -> i32
    "memref.store"(%arg4, %arg2, %arg3) : (i32, memref<4xi32>, index) -> ()
    %9 = "memref.load"(%arg2, %arg3) : (memref<4xi32>, index) -> i32
    %10 = "arith.addi"(%7, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.addi"(%7, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%10, %11, %9) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "blocks"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %1 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%1)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %2 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%3)[^bb3] : (i32) -> ()
  ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
    %5 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.addi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

