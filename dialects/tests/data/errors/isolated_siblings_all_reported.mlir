"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
  "foo.op"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  "func.return"() : () -> ()
  "foo.op"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  "func.return"() : () -> ()
}) : () -> ()
