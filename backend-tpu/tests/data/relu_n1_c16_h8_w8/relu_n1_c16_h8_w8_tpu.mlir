#loc = loc(unknown)
module @relu_n1_c16_h8_w8 attributes {module.FLOPs = 1024 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "relu_n1_c16_h8_w8_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x16x8x8xf32> loc(unknown)) -> tensor<1x16x8x8xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x16x8x8xf32>) -> tensor<1x16x8x8x!quant.calibrated<f32<0.000000e+00:2.8058573999999998>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x16x8x8x!quant.calibrated<f32<0.000000e+00:2.8058573999999998>>>) -> tensor<1x16x8x8x!quant.uniform<u8:f32, 0.011003362352941175>> loc(#loc2)
    %2 = "tpu.Relu"(%1) {relu_limit = -1.000000e+00 : f64} : (tensor<1x16x8x8x!quant.uniform<u8:f32, 0.011003362352941175>>) -> tensor<1x16x8x8x!quant.uniform<u8:f32, 0.011003362352941175>> loc(#loc3)
    %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x16x8x8x!quant.uniform<u8:f32, 0.011003362352941175>>) -> tensor<1x16x8x8xf32> loc(#loc4)
    return %3 : tensor<1x16x8x8xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_ui8")
#loc3 = loc("out")
#loc4 = loc("out_f32")

