"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "scf.execute_region"() ({
    %0 = "foo.def"() : () -> i32
    "scf.yield"() : () -> ()
  }) : () -> ()
  "foo.use"(%0) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
