%0 = "foo.a"() : () -> i32
%0 = "foo.b"() : () -> i32
// expected-error@above {{redefinition of SSA value '%0'}}
// expected-note@-3 {{previously defined here}}
