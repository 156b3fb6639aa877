"foo.op"() : () -> () loc(foo)
