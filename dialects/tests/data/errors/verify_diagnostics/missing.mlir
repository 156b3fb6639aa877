// expected-error@+1 {{this will not be produced}}
"foo.op"() : () -> i32
