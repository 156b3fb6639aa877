#map = affine_map<(d0) -> (d0 + 1)>
"builtin.module"() ({
  "tst.op"() {a = #foo.x, b = #complex.number<:f32 1.000000e-01, 2.000000e+00> : complex<f32>, c = #complex.number<:f16 9.997550e-02, 1.000000e+00> : complex<f16>, d = #foo<"abc"> : tensor<2xi8>, e = [#foo.bar<"q"> : i32, #foo.bar<"q"> : i32], f = #foo.y<1> : memref<2xf32, #map>} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
  }) {m = #foo.z<[1, 2]> : vector<4xf32>, n = #complex.number<:f64 -1.500000e+00, 3.000000e+10> : complex<f64>, o = #foo.w} : () -> ()
  "tst.op"() {a = #tosa.block_size<BLOCK_SIZE_32>, b = #arith.fastmath<fast>, c = #complex.number<:f32 1.000000e+00, 2.000000e+00> : complex<f32>} : () -> ()
}) : () -> ()

