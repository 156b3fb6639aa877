"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> () loc(callsite("a"("x.c":3:4) at fused["b.c":1:2, "loc_verifier_callsite.mlir":1:5]))
  "foo.op"() : () -> ()
}) : () -> ()
