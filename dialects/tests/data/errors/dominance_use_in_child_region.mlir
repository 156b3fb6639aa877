"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "scf.execute_region"() ({
    "foo.use"(%0) : (i32) -> ()
    "scf.yield"() : () -> ()
  }) : () -> ()
  %0 = "foo.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
