"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "mismatch_dominance"}> ({
    %0 = "test.producing_br"()[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
  ^bb1:  // pred: ^bb0
    "test.br"(%0)[^bb4] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %1 = "foo.def"() : () -> i32
    "test.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    "test.br"(%1)[^bb4] : (i32) -> ()
  ^bb4(%2: i32):  // 2 preds: ^bb1, ^bb3
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

