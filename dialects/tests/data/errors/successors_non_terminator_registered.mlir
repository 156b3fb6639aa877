"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "arith.constant"()[^bb1] <{value = 1 : i32}> : () -> i32
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
