"foo.op"() : () -> memref<4xf32, 1, 2>
