#loc = loc(unknown)
#loc1 = loc("in0")
module @clip_n1_c70_h3_w3_m1_1 attributes {module.FLOPs = 1260 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "INT8", module.outputs = ["out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "clip_n1_c70_h3_w3_m1_1_tpu_addressed_bm1684x_int8_sym_weight.npz"} {
  module @clip_n1_c70_h3_w3_m1_1 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 0 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 0 : i64, module.neuron_addr = 4294967296 : i64, module.neuron_size = 12288 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x70x3x3xf32> loc(unknown)) -> tensor<1x70x3x3xf32, 4294971392 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x70x3x3xf32>) -> tensor<1x70x3x3x!quant.calibrated<f32<-12.2942705:12.2942705>>, 4294967296 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<1x70x3x3x!quant.calibrated<f32<-12.2942705:12.2942705>>, 4294967296 : i64>) -> tensor<1x70x3x3xf32, 4294971392 : i64> loc(#loc)
      return %1 : tensor<1x70x3x3xf32, 4294971392 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x70x3x3x!quant.calibrated<f32<-12.2942705:12.2942705>>, 4294967296 : i64> loc("in0")) -> tensor<1x70x3x3xf32, 4294971392 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "tpu.Cast"(%arg0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x70x3x3x!quant.calibrated<f32<-12.2942705:12.2942705>>, 4294967296 : i64>) -> tensor<1x70x3x3xf16, 4294971392 : i64> loc(#loc2)
      %1 = "tpu.Clip"(%0) {max = 1.000000e+00 : f64, min = -1.000000e+00 : f64} : (tensor<1x70x3x3xf16, 4294971392 : i64>) -> tensor<1x70x3x3x!quant.calibrated<f16<-1.000000e+00:1.000000e+00>>, 4294975488 : i64> loc(#loc3)
      %2 = "tpu.Cast"(%1) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x70x3x3x!quant.calibrated<f16<-1.000000e+00:1.000000e+00>>, 4294975488 : i64>) -> tensor<1x70x3x3xf32, 4294971392 : i64> loc(#loc4)
      return %2 : tensor<1x70x3x3xf32, 4294971392 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("in0out_f16")
#loc3 = loc("out")
#loc4 = loc("out_f32")

