"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "cf.br"()[^bb2] : () -> ()
^bb1:
  %0 = "foo.def"() : () -> i32
  "cf.br"()[^bb2] : () -> ()
^bb2:
  "foo.use"(%0) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
