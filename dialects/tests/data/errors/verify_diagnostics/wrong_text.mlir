// expected-error@+1 {{something else}}
"foo.op"() : () -> !nope
