// expected-warning@+1 {{undefined symbol alias}}
"foo.op"() : () -> !nope
