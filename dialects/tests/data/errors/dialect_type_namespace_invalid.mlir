"foo.op"() : () -> !lin-lg.x
