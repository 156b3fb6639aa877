// Quant types do not implement MemRefElementTypeInterface (upstream's neither).
func.func private @f(memref<4x!quant.uniform<i8:f32, 0.5>>)

// -----

func.func private @f(memref<*x!quant.any<i8:f32>>)

// -----

// A test type without the interface.
func.func private @f(memref<4x!test.test_type>)

// -----

func.func private @f(vector<4x!quant.uniform<i8:f32, 0.5>>)

// -----

// Implementing MemRefElementTypeInterface does not make a vector element.
func.func private @f(vector<4x!test.memref_element>)

// -----

func.func private @f(vector<4xcomplex<f32>>)
