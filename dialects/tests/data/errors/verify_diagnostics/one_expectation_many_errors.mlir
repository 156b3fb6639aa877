// expected-error@+1 {{use of undeclared}}
"foo.op"(%a, %b) : (i32, i32) -> ()
