"foo.op"() : () -> () loc(callsite("a" "b"))
