// expected-error@+1 {{undefined symbol alias id 'nope'}}
"foo.op"() : () -> !nope
