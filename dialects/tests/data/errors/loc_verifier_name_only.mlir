"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> () loc("name")
  "foo.op"() : () -> ()
}) : () -> ()
