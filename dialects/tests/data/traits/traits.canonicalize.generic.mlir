"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "involution"}> ({
  ^bb0(%arg4: i32):
    %5 = "test.op_involution_trait_no_operation_fold"(%arg4) : (i32) -> i32
    "func.return"(%arg4, %5) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "idempotent"}> ({
  ^bb0(%arg2: i32, %arg3: i32):
    %4 = "test.op_idempotent_trait"(%arg2) : (i32) -> i32
    "func.return"(%4, %arg3, %arg2) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "commutative"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "test.op_commutative2"(%arg0, %0) : (i32, i32) -> i32
    %2 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1, %2, %3) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

