"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "while_move_if_down"}> ({
    %11 = "test.get_some_value0"() : () -> i32
    %12 = "scf.while"() ({
      %13 = "test.get_some_value1"() : () -> i32
      %14 = "test.get_some_value2"() : () -> i32
      %15 = "test.get_some_value3"() : () -> i32
      %16 = "test.condition"() : () -> i1
      %17 = "scf.if"(%16) ({
        "test.use0"(%11) : (i32) -> ()
        "test.use1"(%13) : (i32) -> ()
        "tst.scope"() ({
          "test.use2"(%14) : (i32) -> ()
        }) : () -> ()
        %18 = "test.get_some_value4"() : () -> i32
        "scf.yield"(%18) : (i32) -> ()
      }, {
        "scf.yield"(%15) : (i32) -> ()
      }) : (i1) -> i32
      "scf.condition"(%16, %17) : (i1, i32) -> ()
    }, {
    ^bb0(%arg7: i32):
      "test.use3"(%arg7) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : () -> i32
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "while_keep_if"}> ({
  ^bb0(%arg5: i32):
    %5 = "scf.while"() ({
      %6 = "tst.value"() : () -> i32
      %7 = "tst.condition"() : () -> i1
      %8 = "scf.if"(%7) ({
        %10 = "tst.then"(%6) : (i32) -> i32
        "scf.yield"(%10) : (i32) -> ()
      }, {
        %9 = "tst.else"(%arg5) : (i32) -> i32
        "scf.yield"(%9) : (i32) -> ()
      }) : (i1) -> i32
      "scf.condition"(%7, %8) : (i1, i32) -> ()
    }, {
    ^bb0(%arg6: i32):
      "tst.use"(%arg6) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : () -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32, i32), sym_name = "while_move_if_down_twice"}> ({
  ^bb0(%arg0: i32):
    %0:3 = "scf.while"(%arg0) ({
    ^bb0(%arg4: i32):
      %1 = "tst.value"(%arg4) : (i32) -> i32
      %2 = "tst.condition"() : () -> i1
      %3 = "scf.if"(%2) ({
        %4 = "tst.then"(%1, %arg4) : (i32, i32) -> i32
        "scf.yield"(%4) : (i32) -> ()
      }, {
        "scf.yield"(%1) : (i32) -> ()
      }) : (i1) -> i32
      "scf.condition"(%2, %3, %arg4, %3) : (i1, i32, i32, i32) -> ()
    }, {
    ^bb0(%arg1: i32, %arg2: i32, %arg3: i32):
      "tst.use"(%arg1, %arg2, %arg3) : (i32, i32, i32) -> ()
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (i32) -> (i32, i32, i32)
    "func.return"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

