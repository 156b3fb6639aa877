"foo.op"() : () -> memref<4x4xf32, strided<[1]>>
