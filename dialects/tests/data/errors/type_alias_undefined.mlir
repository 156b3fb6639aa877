"foo.op"() : () -> !nope
