"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
}) : () -> ()
