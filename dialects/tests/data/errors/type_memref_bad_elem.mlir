"foo.op"() : () -> memref<4xnone>
