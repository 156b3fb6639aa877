"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>, !quant.uniform<i8<-8:7>:f32, 5.000000e-01:3>, !quant.uniform<u8:f32, 0.1234567:128>, !quant.uniform<i16:bf16, 2.500000e-03:-7>, !quant.uniform<i8<-127:127>:f16, 1.000000e-03:-5>, !quant.uniform<i8:f32, 2.000000e+00>, !quant.uniform<u8:f64, 3.000000e-300>, !quant.uniform<i32:f32, 1.000000e+00:3000000000>, !quant.uniform<u4:f32, 1.000000e+00>, !quant.uniform<i1:f32, 1.000000e+00:-1>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>, sym_name = "per_layer"}> ({
  ^bb0(%arg13: tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>, %arg14: !quant.uniform<i8<-8:7>:f32, 5.000000e-01:3>, %arg15: !quant.uniform<u8:f32, 0.1234567:128>, %arg16: !quant.uniform<i16:bf16, 2.500000e-03:-7>, %arg17: !quant.uniform<i8<-127:127>:f16, 1.000000e-03:-5>, %arg18: !quant.uniform<i8:f32, 2.000000e+00>, %arg19: !quant.uniform<u8:f64, 3.000000e-300>, %arg20: !quant.uniform<i32:f32, 1.000000e+00:3000000000>, %arg21: !quant.uniform<u4:f32, 1.000000e+00>, %arg22: !quant.uniform<i1:f32, 1.000000e+00:-1>):
    "func.return"(%arg13) : (tensor<2x!quant.uniform<i8:f32, 1.000000e+00>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4x!quant.uniform<u8:f32:1, {1.000000e+00,2.500000e+00:10,1.000000e+00,1.000000e-01:255}>>, !quant.uniform<i8:f16:0, {1.000000e-03:-1,1.000000e-01}>, !quant.uniform<i8<-127:127>:f32:2, {1.000000e+00,2.000000e+00}>, tensor<4x!quant.uniform<i4:bf16:0, {3.000000e+00,4.000000e+00:-2}>>) -> (), sym_name = "per_axis", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4x!quant.uniform<i8:f32:{0:2, 1:2}, {{1.000000e+00, 2.000000e+00}, {3.000000e+00:1, 4.000000e+00:9}}>>, !quant.uniform<i8:f16:{0:2}, {1.000400e-03, 9.997550e-02}>, !quant.uniform<u8:f32:{}, {1.000000e-01}>, !quant.uniform<i8:bf16:{1:2}, {1.000980e-01:44}>, !quant.uniform<u4:f32:{0:2}, {1.000000e+00:-1}>, !quant.uniform<i8:f32:{0:1, 1:1}, {{2.000000e+00, 2.000000e+00}, {2.000000e+00, 2.000000e+00}}>, !quant.uniform<i8:f32:{0:2}, {{{5.000000e-01:7}}}>) -> (), sym_name = "sub_channel", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (!quant.any<i8:f16>, !quant.any<u4>, !quant.any<i32<-5:5>:f32>, !quant.any<u8<1:200>:f64>, !quant.calibrated<f32<-1.000000e+00:1.000000e+00>>, !quant.calibrated<f16<1.000000e+10:1.000000e+20>>, !quant.calibrated<bf16<-1.000000e-01:3.000000e-01>>, tensor<*x!quant.any<i8>>) -> (), sym_name = "any_calibrated", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x4x4x2x!quant.uniform<i8:f32, 1.500000e-02:-1>>, tensor<3x1x1x2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01,2.000000e-01,3.000000e-01}>>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x3xi32>, sym_name = "tosa_ops"}> ({
  ^bb0(%arg8: tensor<1x4x4x2x!quant.uniform<i8:f32, 1.500000e-02:-1>>, %arg9: tensor<3x1x1x2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01,2.000000e-01,3.000000e-01}>>, %arg10: tensor<3xi32>, %arg11: tensor<1xi8>, %arg12: tensor<1xi8>):
    %3 = "tosa.conv2d"(%arg8, %arg9, %arg10, %arg11, %arg12) <{acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x4x4x2x!quant.uniform<i8:f32, 1.500000e-02:-1>>, tensor<3x1x1x2x!quant.uniform<i8<-127:127>:f32:0, {1.000000e-01,2.000000e-01,3.000000e-01}>>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x3xi32>
    "func.return"(%3) : (tensor<1x4x4x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<13x21x3x!quant.uniform<i8:f32, 5.000000e-01:-3>>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<13x21x3x!quant.uniform<i8:f32, 2.500000e-01:5>>, sym_name = "tosa_rescale"}> ({
  ^bb0(%arg3: tensor<13x21x3x!quant.uniform<i8:f32, 5.000000e-01:-3>>, %arg4: tensor<1xi32>, %arg5: tensor<1xi8>, %arg6: tensor<1xi8>, %arg7: tensor<1xi8>):
    %2 = "tosa.rescale"(%arg3, %arg4, %arg5, %arg6, %arg7) <{input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>, scale32 = true}> : (tensor<13x21x3x!quant.uniform<i8:f32, 5.000000e-01:-3>>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<13x21x3x!quant.uniform<i8:f32, 2.500000e-01:5>>
    "func.return"(%2) : (tensor<13x21x3x!quant.uniform<i8:f32, 2.500000e-01:5>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 2.000000e+00:1>>, sym_name = "in_ops"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "foo.quantize"(%arg0) : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 2.000000e+00:1>>
    %1 = "foo.block"() ({
    ^bb0(%arg1: !quant.uniform<i8:f32:{0:2}, {{1.000000e+00:3}}>, %arg2: !quant.calibrated<f32<0.000000e+00:6.000000e+00>>):
      "foo.yield"(%arg1) : (!quant.uniform<i8:f32:{0:2}, {{1.000000e+00:3}}>) -> ()
    }) {arr = [!quant.uniform<i8:f32, 1.000000e+00>, tensor<2x!quant.any<u2>>], t = !quant.any<i8:f32>} : () -> i32
    "func.return"(%0) : (tensor<4x!quant.uniform<i8:f32, 2.000000e+00:1>>) -> ()
  }) : () -> ()
}) : () -> ()

