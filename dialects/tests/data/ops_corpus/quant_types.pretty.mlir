module {
  func.func @per_layer(%arg0: tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>, %arg1: !quant.uniform<i8<-8:7>:f32, 5.000000e-01:3>, %arg2: !quant.uniform<u8:f32, 0.1234567:128>, %arg3: !quant.uniform<i16:bf16, 2.500000e-03:-7>, %arg4: !quant.uniform<i8<-127:127>:f16, 1.000000e-03:-5>, %arg5: !quant.uniform<i8:f32, 2.000000e+00>, %arg6: !quant.uniform<u8:f64, 3.000000e-300>, %arg7: !quant.uniform<i32:f32, 1.000000e+00:3000000000>, %arg8: !quant.uniform<u4:f32, 1.000000e+00>, %arg9: !quant.uniform<i1:f32, 1.000000e+00:-1>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e+00>> {
    return %arg0 : tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>
  }
  func.func private @per_axis(tensor<3x4x!quant.uniform<u8:f32:1, {1.000000e+00,2.500000e+00:10,1.000000e+00,1.000000e-01:255}>>, !quant.uniform<i8:f16:0, {1.000000e-03:-1,1.000000e-01}>, !quant.uniform<i8<-127:127>:f32:2, {1.000000e+00,2.000000e+00}>, tensor<4x!quant.uniform<i4:bf16:0, {3.000000e+00,4.000000e+00:-2}>>)
  func.func private @sub_channel(tensor<4x4x!quant.uniform<i8:f32:{0:2, 1:2}, {{1.000000e+00, 2.000000e+00}, {3.000000e+00:1, 4.000000e+00:9}}>>, !quant.uniform<i8:f16:{0:2}, {1.000400e-03, 9.997550e-02}>, !quant.uniform<u8:f32:{}, {1.000000e-01}>, !quant.uniform<i8:bf16:{1:2}, {1.000980e-01:44}>, !quant.uniform<u4:f32:{0:2}, {1.000000e+00:-1}>, !quant.uniform<i8:f32:{0:1, 1:1}, {{2.000000e+00, 2.000000e+00}, {2.000000e+00, 2.000000e+00}}>, !quant.uniform<i8:f32:{0:2}, {{{5.000000e-01:7}}}>)
  func.func private @any_calibrated(!quant.any<i8:f16>, !quant.any<u4>, !quant.any<i32<-5:5>:f32>, !quant.any<u8<1:200>:f64>, !quant.calibrated<f32<-1.000000e+00:1.000000e+00>>, !quant.calibrated<f16<1.000000e+10:1.000000e+20>>, !quant.calibrated<bf16<-1.000000e-01:3.000000e-01>>, tensor<*x!quant.any<i8>>)
  func.func @tosa_ops(%arg0: tensor<1x4x4x2x!quant.uniform<i8:f32, 1.500000e-02:-1>>, %arg1: tensor<3x1x1x2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01,2.000000e-01,3.000000e-01}>>, %arg2: tensor<3xi32>, %arg3: tensor<1xi8>, %arg4: tensor<1xi8>) -> tensor<1x4x4x3xi32> {
    %0 = tosa.conv2d %arg0, %arg1, %arg2, %arg3, %arg4 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2x!quant.uniform<i8:f32, 1.500000e-02:-1>>, tensor<3x1x1x2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01,2.000000e-01,3.000000e-01}>>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x3xi32>
    return %0 : tensor<1x4x4x3xi32>
  }
  func.func @tosa_rescale(%arg0: tensor<13x21x3x!quant.uniform<i8:f32, 5.000000e-01:-3>>, %arg1: tensor<1xi32>, %arg2: tensor<1xi8>, %arg3: tensor<1xi8>, %arg4: tensor<1xi8>) -> tensor<13x21x3x!quant.uniform<i8:f32, 2.500000e-01:5>> {
    %0 = tosa.rescale %arg0, %arg1, %arg2, %arg3, %arg4 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<13x21x3x!quant.uniform<i8:f32, 5.000000e-01:-3>>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<13x21x3x!quant.uniform<i8:f32, 2.500000e-01:5>>
    return %0 : tensor<13x21x3x!quant.uniform<i8:f32, 2.500000e-01:5>>
  }
  func.func @in_ops(%arg0: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 2.000000e+00:1>> {
    %0 = "foo.quantize"(%arg0) : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 2.000000e+00:1>>
    %1 = "foo.block"() ({
    ^bb0(%arg1: !quant.uniform<i8:f32:{0:2}, {{1.000000e+00:3}}>, %arg2: !quant.calibrated<f32<0.000000e+00:6.000000e+00>>):
      "foo.yield"(%arg1) : (!quant.uniform<i8:f32:{0:2}, {{1.000000e+00:3}}>) -> ()
    }) {arr = [!quant.uniform<i8:f32, 1.000000e+00>, tensor<2x!quant.any<u2>>], t = !quant.any<i8:f32>} : () -> i32
    return %0 : tensor<4x!quant.uniform<i8:f32, 2.000000e+00:1>>
  }
}

