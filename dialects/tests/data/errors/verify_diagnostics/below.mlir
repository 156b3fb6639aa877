%0 = "foo.a"() : () -> i32
// expected-note@above {{previously defined}}
// expected-error@below {{redefinition of SSA value}}
%0 = "foo.b"() : () -> i32
