"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "merge_after_producing_br"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "test.producing_br"()[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
  ^bb1:  // pred: ^bb0
    "foo.use"(%arg0) : (i32) -> ()
    "test.br"()[^bb3] : () -> ()
  ^bb2:  // pred: ^bb0
    "foo.use"(%arg1) : (i32) -> ()
    "test.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

