// CASE: unregistered op names without a dialect prefix are all namespace in bytecode (dialect "foo", op name ""), beside dotted ones
"foo"() : () -> ()
%0 = "bar"() : () -> i32
"bar.baz"(%0) : (i32) -> ()
"foo"() ({
  "inner"() : () -> ()
}) : () -> ()
