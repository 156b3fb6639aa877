"foo.op"() : () -> memref<4xf32, strided<[0x10], offset: 99999999999999999999>>
