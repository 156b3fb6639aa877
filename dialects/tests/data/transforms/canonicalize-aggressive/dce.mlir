"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "f1"}> ({
  ^bb0(%arg13: f32):
    %15 = "arith.addf"(%arg13, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f2"}> ({
  ^bb0(%arg12: f32):
    "cf.br"(%arg12)[^bb1] : (f32) -> ()
  ^bb1(%14: f32):  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f3"}> ({
  ^bb0(%arg11: f32):
    "cf.br"(%arg11)[^bb1] : (f32) -> ()
  ^bb1(%13: f32):  // 2 preds: ^bb0, ^bb1
    "cf.br"(%13)[^bb1] : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f4"}> ({
  ^bb0(%arg10: f32):
    "cf.br"(%arg10)[^bb1] : (f32) -> ()
  ^bb1(%11: f32):  // 2 preds: ^bb0, ^bb1
    %12 = "math.exp"(%11) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "cf.br"(%12)[^bb1] : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, i1) -> (), sym_name = "f5"}> ({
  ^bb0(%arg8: f32, %arg9: i1):
    %8 = "math.exp"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "cf.cond_br"(%arg9, %8, %8)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb1(%9: f32):  // pred: ^bb0
    "func.return"() : () -> ()
  ^bb2(%10: f32):  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "f7"}> ({
  ^bb0(%arg7: f32):
    %7 = "arith.addf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%7) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f8"}> ({
  ^bb0(%arg6: f32):
    "foo.print"(%arg6) : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f9"}> ({
  ^bb0(%arg5: f32):
    %5 = "math.exp"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "foo.has_region"() ({
      %6 = "math.exp"(%5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "foo.return"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1xf32>, tensor<2xf32>, tensor<3xf32>, tensor<4xf32>, tensor<5xf32>) -> (), sym_name = "f10"}> ({
  ^bb0(%arg0: tensor<1xf32>, %arg1: tensor<2xf32>, %arg2: tensor<3xf32>, %arg3: tensor<4xf32>, %arg4: tensor<5xf32>):
    "cf.br"(%arg0, %arg1, %arg2, %arg3, %arg4)[^bb1] : (tensor<1xf32>, tensor<2xf32>, tensor<3xf32>, tensor<4xf32>, tensor<5xf32>) -> ()
  ^bb1(%0: tensor<1xf32>, %1: tensor<2xf32>, %2: tensor<3xf32>, %3: tensor<4xf32>, %4: tensor<5xf32>):  // pred: ^bb0
    "foo.print"(%1) : (tensor<2xf32>) -> ()
    "foo.print"(%3) : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

