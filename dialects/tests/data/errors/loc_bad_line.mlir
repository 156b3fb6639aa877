"foo.op"() : () -> () loc("x.c":a:2)
