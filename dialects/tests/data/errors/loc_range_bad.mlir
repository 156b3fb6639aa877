"foo.op"() : () -> () loc("a":1:2 to 3)
