"foo.op"() : () -> memref<4x4xf32, affine_map<(d0) -> (d0)>>
