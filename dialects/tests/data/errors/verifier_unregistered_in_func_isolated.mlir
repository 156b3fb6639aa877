%x = "foo.op"() : () -> i32
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.use"(%x) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
