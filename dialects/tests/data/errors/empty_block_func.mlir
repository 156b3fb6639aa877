"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0:
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
