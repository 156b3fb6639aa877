"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> () loc(unknown)
  "foo.op"() : () -> ()
}) : () -> ()
