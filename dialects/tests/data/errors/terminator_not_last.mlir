"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
  "foo.op"() : () -> ()
}) : () -> ()
