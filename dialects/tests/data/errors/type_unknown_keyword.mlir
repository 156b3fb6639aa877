"foo.op"() : () -> foo
