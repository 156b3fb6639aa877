// Memref layouts: attributes implementing MemRefLayoutAttrInterface (the builtin
// affine map and strided layouts, the test dialect's #test.memref_layout, whose map
// is (d0) -> (d0)), before the memory space.
func.func private @layouts(memref<4xf32, #test.memref_layout<"foo">>, memref<4xf32, #test.memref_layout<"x">, 1>, memref<4x8xf32, strided<[8, 1], offset: ?>>, memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>, 2>, memref<4xf32, affine_map<(d0) -> (d0)>>)
