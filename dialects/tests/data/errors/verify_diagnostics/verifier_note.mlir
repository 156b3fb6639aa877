"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%0) : (i32) -> ()
  // expected-note@+1 {{operand defined here}}
  %0 = "foo.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
