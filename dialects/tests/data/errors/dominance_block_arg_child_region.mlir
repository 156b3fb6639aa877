"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "cf.br"()[^bb2] : () -> ()
^bb1(%a: i32):
  "cf.br"()[^bb2] : () -> ()
^bb2:
  "foo.region"() ({
    "foo.use"(%a) : (i32) -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
