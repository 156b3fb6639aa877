// The test layout's map has one dimension.
func.func private @f(memref<4x8xf32, #test.memref_layout<"foo">>)

// -----

func.func private @f(memref<*xf32, #test.memref_layout<"foo">>)

// -----

func.func private @f(memref<4xf32, 1, #test.memref_layout<"foo">>)

// -----

func.func private @f(memref<4x8xf32, strided<[1]>>)

// -----

func.func private @f(memref<4x8xf32, affine_map<(d0) -> (d0)>>)
