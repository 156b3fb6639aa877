"builtin.module"() ({
  "func.func"() <{function_type = (!quant.uniform<i8:f32, 3.000000e+00:2>, tensor<4x!quant.uniform<i8:f32, 3.000000e+00:2>>, !quant.uniform<i8:f32, 1.000000e+00>, !quant.uniform<i8:f32, 1.000000e+00>, !quant.any<u8:f16>, !quant.uniform<i8:f32:3, {5.000000e-01:1,2.500000e-01:2,1.250000e-01:3,6.250000e-02:4,1.000000e-05:-128,3.400000e+38:127}>) -> (), sym_name = "aliases", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (!quant.any<i16<-100:100>:f16>, !quant.uniform<u16:f64:{0:4, 2:8}, {{1.000000e+00:-1, 2.000000e+00}, {3.000000e+00:-32768, 4.000000e+00}, {5.000000e+00, 6.000000e+00}}>, !quant.calibrated<f64<-1.000000e+300:1.000000e+300>>, !quant.uniform<i8:f8E4M3FN, 4.000000e+02>, !quant.uniform<i8:f8E5M2:0, {1.500000e+00,5.000000e-01:3}>, !quant.uniform<u2:f16:{0:1}, {{1.000000e+00:1, 2.000000e+00:-2}}>, !quant.uniform<i3:f32:{0:1}, {{1.000000e+00:3}, {2.000000e+00:-2}}>, !quant.uniform<i8:tf32, 7.500000e+00>) -> (), sym_name = "forms", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "attrs"}> ({
    %0 = "foo.cast"() {ty = !quant.uniform<i8:f32:{1:4}, {{1.000000e-01, 2.000000e-01}}>} : () -> tensor<3x!quant.uniform<i8:f32:3, {5.000000e-01:1,2.500000e-01:2,1.250000e-01:3,6.250000e-02:4,1.000000e-05:-128,3.400000e+38:127}>>
    "func.return"() : () -> ()
  }) {q = !quant.uniform<i8:f32, 3.000000e+00:2>, qs = [!quant.calibrated<f16<-2.000000e+00:2.000000e+00>>, !quant.any<i4>], tq = tensor<2x!quant.uniform<u8<1:254>:f32, 0.0039215686274509803:127>>} : () -> ()
}) : () -> ()

