// Malformed and invalid quant dialect types (TypeParser.cpp, QuantTypes.cpp):
// storage types and ranges, expressed types, scales, zero points, axes,
// block sizes, calibrated ranges. Expected first error lines: quant.expected
// (regen.sh).

func.func private @f(%arg0: !quant.foo<i8:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, 0.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, -1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, 1.0e40>)
// -----
func.func private @f(%arg0: !quant.uniform<i0:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i33:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<u0:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<ux:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<x8:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8<-129:127>:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8<-128:128>:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8<5:5>:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8<5:3>:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:i32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:tensor<f32>, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, 1>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, -0x3FF0000000000000>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, abc>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, 1.0:abc>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, 1.0:99999999999999999999>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:-1, {1.0}>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:3000000000, {1.0}>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:2147483648, {1.0}>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:0, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:0, {1.0, 2.0})
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:0, {}>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:{0:0}, {1.0}>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:{-1:2}, {1.0}>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:{0:2}, {{1.0}, 2.0}>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:{0:2}, {{1.0}, {2.0, 3.0}}>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:{0:2 1:2}, {1.0}>)
// -----
func.func private @f(%arg0: !quant.any<i8:i32>)
// -----
func.func private @f(%arg0: !quant.any<i8<1:0>>)
// -----
func.func private @f(%arg0: !quant.any<>)
// -----
func.func private @f(%arg0: !quant.any<i8:f32:1>)
// -----
func.func private @f(%arg0: !quant.calibrated<f32<1.0:-1.0>>)
// -----
func.func private @f(%arg0: !quant.calibrated<f32>)
// -----
func.func private @f(%arg0: !quant.calibrated<i32<1.0:2.0>>)
// -----
func.func private @f(%arg0: !quant.calibrated<f32<1:2>>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, nan>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, inf>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, 0x7FF0000000000000>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, 0x7FF8000000000000>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, 1.0> extra)
// -----
func.func private @f(%arg0: !quant.uniform)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, 1.0:-129>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f16, 1.0e5>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:{0:2}, {1.0:300}>)
// -----
func.func private @f(%arg0: !quant.uniform<ui8:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:!quant.any<i8>, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:0, {1.0 2.0}>)
// -----
func.func private @f(%arg0: !quant.uniform<i64:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i32:f32, 1.0:3000000000>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:, {1.0}>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, 1.0e-50>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, 1.0:18446744073709551615>)
// -----
func.func private @f(%arg0: !quant.calibrated<f32<-inf:1.0>>)
// -----
func.func private @f(%arg0: !quant.any<i8<-2:1>:bf16>)
// -----
func.func private @f(%arg0: !quant.uniform<i1:f32, 1.0>)
// -----
func.func private @f(%arg0: !quant.any<u32>)
// -----
func.func private @f(%arg0: !quant.any<u33>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:0, {1.0:1:2}>)
// -----
func.func private @f(%arg0: !quant.calibrated<f32<1.0 2.0>>)
// -----
func.func private @f(%arg0: !quant.any<i8<-1>>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:{0:2}, {1.0, {2.0}}>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:{0:2,}, {1.0}>)
// -----
func.func private @f(%arg0: !quant.uniform<u8<0:255>:f32, 1.0>>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f8E4M3FN, 1000.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f8E8M0FNU, 1.0e-45>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:tf32, 1.0e-45>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:bf16, 1.0e-45>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f4E2M1FN, 7.0>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:2147483648, {1.0}>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32:-2147483648, {1.0}>)
// -----
func.func private @f(%arg0: !quant.uniform<i8:f32, 1.0:-9223372036854775809>)
