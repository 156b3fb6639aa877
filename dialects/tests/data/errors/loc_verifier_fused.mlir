"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> () loc(fused<"x">["loc_verifier_fused.mlir":1:3])
  "foo.op"() : () -> ()
}) : () -> ()
