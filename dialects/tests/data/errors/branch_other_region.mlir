"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.region"() ({
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
