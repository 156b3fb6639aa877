// CASE: dialect attributes with a type: unregistered OpaqueAttr with `: type` (none elided, aliases inside the type, in arrays and aliases), and complex.number, whose type comes from its body
!t = tensor<2xi8>
#a = #foo.bar<"q"> : i32
"tst.op"() {a = #foo.x : none, b = #complex.number<:f32 0.1, 2.0>, c = #complex.number<:f16 0.1, 0x3FF0000000000000> : complex<f64>, d = #foo<"abc"> : !t, e = [#a, #a], f = #foo.y<1> : memref<2xf32, affine_map<(d0) -> (d0 + 1)>>} : () -> ()
func.func private @g() attributes {n = #complex.number<:f64 -1.5, 3.0e10> : complex<f64>, m = #foo.z<[1, 2]> : vector<4xf32>, o = #foo.w}
// A registered dialect's attribute parser ignores a type written after a
// type-less attribute.
"tst.op"() {a = #tosa.block_size<BLOCK_SIZE_32> : i32, b = #arith.fastmath<fast> : i32, c = #complex.number<:f32 1.0, 2.0> : i32} : () -> ()
