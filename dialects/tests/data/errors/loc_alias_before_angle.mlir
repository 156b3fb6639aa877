"foo.op"() : () -> () loc(#loc<1>)
