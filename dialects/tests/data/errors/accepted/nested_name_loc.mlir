"foo.op"() : () -> () loc("a"("b"))
