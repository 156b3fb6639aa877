"foo.op"() : () -> memref<4xf32, strided<[x]>>
