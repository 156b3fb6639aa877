// Element types the interfaces admit: a test type implementing
// MemRefElementTypeInterface in memrefs; builtin integer, index and float types
// (VectorElementTypeInterface) in vectors; any dialect type in tensors.
func.func private @memref_elements(memref<4x!test.memref_element>, memref<*x!test.memref_element>, memref<2xcomplex<f32>>)
func.func private @vector_elements(vector<4xi8>, vector<[4]xindex>, vector<2xbf16>, vector<2xf8E4M3FN>)
func.func private @tensor_elements(tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<4x!test.test_type>)
