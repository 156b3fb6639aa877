"foo.op"() : () -> memref<4xf32, 1, affine_map<(d0)->(d0)>>
