// expected-error@+1 {{undefined symbol alias id 'a'}}
"foo.op"() : () -> !a
// -----
// expected-error@+1 {{undefined symbol alias id 'b'}}
"foo.op"() : () -> !b
// -----
"foo.op"() : () -> i32
// -----
// expected-error@+1 {{not produced here}}
"foo.op"() : () -> i32
