"foo.op"() : () -> complex<index>
