"foo.op"() : () -> i0x
