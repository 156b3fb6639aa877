// CASE: quant types through type aliases (as the whole type and as the storage type), the `!quant<...>` form, small float expressed types, f64 calibrated ranges, 16-bit sub-channel storage and quant types in attributes
!q = !quant.uniform<i8:f32, 3.0:2>
!s = i8
!pc = !quant.uniform<i8:f32:3, {0.5:1, 0.25:2, 0.125:3, 0.0625:4, 1.0e-5:-128, 3.4e38:127}>
func.func private @aliases(!q, tensor<4x!q>, !quant.uniform<!s:f32, 1.0>, !quant<uniform<i8:f32, 1.0>>, !quant<any<u8:f16>>, !pc)

func.func private @forms(!quant.any<i16<-100:100>:f16>, !quant.uniform<u16:f64:{0:4, 2:8}, {{1.0:65535, 2.0}, {3.0:32768, 4.0}, {5.0, 6.0}}>, !quant.calibrated<f64<-1.0e300:1.0e300>>, !quant.uniform<i8:f8E4M3FN, 4.0e2>, !quant.uniform<i8:f8E5M2:0, {1.5, 0.5:3}>, !quant.uniform<u2:f16:{0:1}, {{1.0:1, 2.0:-2}}>, !quant.uniform<i3:f32:{0:1}, {{1.0:3}, {2.0:-2}}>, !quant.uniform<i8:tf32, 7.5>)

func.func @attrs() attributes {q = !q, qs = [!quant.calibrated<f16<-2.0:2.0>>, !quant.any<i4>], tq = tensor<2x!quant.uniform<u8<1:254>:f32, 0.00392156862745098:127>>} {
  %0 = "foo.cast"() {ty = !quant.uniform<i8:f32:{1:4}, {{0.1, 0.2}}>} : () -> tensor<3x!pc>
  return
}
