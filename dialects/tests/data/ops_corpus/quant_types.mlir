// CASE: quant dialect types in every form (any, uniform per layer / per axis / sub-channel, calibrated), canonical print and bytecode encoding, in func signatures, block arguments and tosa ops
func.func @per_layer(%a: tensor<2x!quant.uniform<i8:f32, 1.0>>, %b: !quant.uniform<i8<-8:7>:f32, 0.5:3>, %c: !quant.uniform<u8:f32, 0.1234567:128>, %d: !quant.uniform<i16:bf16, 2.5e-3:-7>, %e: !quant.uniform<i8<-127:127>:f16, 1.0e-3:-5>, %f: !quant.uniform<i8:f32, 2.0>, %g: !quant.uniform<u8:f64, 3.0e-300>, %h: !quant.uniform<i32:f32, 1.:3000000000>, %i: !quant.uniform<u4<0:15>:f32, 0x3FF0000000000000>, %j: !quant.uniform<i1:f32, 1.0:true>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e+00>> {
  return %a : tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>
}

func.func private @per_axis(%a: tensor<3x4x!quant.uniform<u8:f32:1, {1.0, 2.5:10, 0x3FF0000000000000, 0.1:255}>>, %b: !quant.uniform<i8:f16:0, {1.0e-3:-1, 0.1}>, %c: !quant.uniform<i8<-127:127>:f32:2, {{1.0}, {2.0}}>, %d: tensor<4x!quant.uniform<i4:bf16:0, {3.0, 4.0:-2}>>)

func.func private @sub_channel(%a: tensor<4x4x!quant.uniform<i8:f32:{0:2, 1:2}, {{1.0, 2.0}, {3.0:1, 4.0:9}}>>, %b: !quant.uniform<i8:f16:{0:2}, {1.0e-3, 0.1}>, %c: !quant.uniform<u8:f32:{}, {0.1}>, %d: !quant.uniform<i8:bf16:{1:2}, {0.1:300}>, %e: !quant.uniform<u4:f32:{0:2}, {1.0:-1}>, %f: !quant.uniform<i8:f32:{0:1, 1:1}, {{2.0, 2.0}, {2.0, 2.0}}>, %g: !quant.uniform<i8:f32:{0:2}, {{{5.000000e-01:7}}}>)

func.func private @any_calibrated(%a: !quant.any<i8:f16>, %b: !quant.any<u4<0:15>>, %c: !quant.any<i32<-5:5>:f32>, %d: !quant.any<u8<1:200>:f64>, %e: !quant.calibrated<f32<-1.0:1.0>>, %f: !quant.calibrated<f16<1.0e10:1.0e20>>, %g: !quant.calibrated<bf16<-0.1:0.3>>, %h: tensor<*x!quant.any<i8>>)

func.func @tosa_ops(%in: tensor<1x4x4x2x!quant.uniform<i8:f32, 0.015:-1>>, %w: tensor<3x1x1x2x!quant.uniform<i8<-127:127>:f32:0, {0.1, 0.2, 0.3}>>, %bias: tensor<3xi32>, %izp: tensor<1xi8>, %wzp: tensor<1xi8>) -> tensor<1x4x4x3xi32> {
  %0 = tosa.conv2d %in, %w, %bias, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 0.015:-1>>, tensor<3x1x1x2x!quant.uniform<i8<-127:127>:f32:0, {0.1, 0.2, 0.3}>>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x3xi32>
  return %0 : tensor<1x4x4x3xi32>
}

func.func @tosa_rescale(%in: tensor<13x21x3x!quant.uniform<i8:f32, 0.5:-3>>, %m: tensor<1xi32>, %s: tensor<1xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi8>) -> tensor<13x21x3x!quant.uniform<i8:f32, 0.25:5>> {
  %0 = tosa.rescale %in, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<13x21x3x!quant.uniform<i8:f32, 0.5:-3>>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<13x21x3x!quant.uniform<i8:f32, 0.25:5>>
  return %0 : tensor<13x21x3x!quant.uniform<i8:f32, 0.25:5>>
}

func.func @in_ops(%x: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 2.0:1>> {
  %0 = "foo.quantize"(%x) : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 2.0:1>>
  %1 = "foo.block"() ({
  ^bb0(%arg: !quant.uniform<i8:f32:{0:2}, {{1.0:3}}>, %arg2: !quant.calibrated<f32<0.0:6.0>>):
    "foo.yield"(%arg) : (!quant.uniform<i8:f32:{0:2}, {{1.0:3}}>) -> ()
  }) {t = !quant.any<i8:f32>, arr = [!quant.uniform<i8:f32, 1.0>, tensor<2x!quant.any<u2>>]} : () -> i32
  return %0 : tensor<4x!quant.uniform<i8:f32, 2.0:1>>
}
