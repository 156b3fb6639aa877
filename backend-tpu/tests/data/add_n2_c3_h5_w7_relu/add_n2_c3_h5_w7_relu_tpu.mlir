#loc = loc(unknown)
module @add_n2_c3_h5_w7_relu attributes {module.FLOPs = 420 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "add_n2_c3_h5_w7_relu_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<2x3x5x7xf32> loc(unknown), %arg1: tensor<2x3x5x7xf32> loc(unknown)) -> tensor<2x3x5x7xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<2x3x5x7xf32>) -> tensor<2x3x5x7x!quant.calibrated<f32<-2.4568314999999998:2.4568314999999998>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x3x5x7x!quant.calibrated<f32<-2.4568314999999998:2.4568314999999998>>>) -> tensor<2x3x5x7x!quant.uniform<i8:f32, 0.019345129921259842>> loc(#loc2)
    %2 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<2x3x5x7xf32>) -> tensor<2x3x5x7x!quant.calibrated<f32<-3.1541006999999999:3.1541006999999999>>> loc(#loc3)
    %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x3x5x7x!quant.calibrated<f32<-3.1541006999999999:3.1541006999999999>>>) -> tensor<2x3x5x7x!quant.uniform<i8:f32, 0.024835438582677165>> loc(#loc4)
    %4 = "tpu.Add"(%1, %3) {do_relu = true, multipliers = [41, 53], relu_limit = -1.000000e+00 : f64, rshifts = [5, 5]} : (tensor<2x3x5x7x!quant.uniform<i8:f32, 0.019345129921259842>>, tensor<2x3x5x7x!quant.uniform<i8:f32, 0.024835438582677165>>) -> tensor<2x3x5x7x!quant.uniform<u8:f32, 0.015053938039215686>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x3x5x7x!quant.uniform<u8:f32, 0.015053938039215686>>) -> tensor<2x3x5x7xf32> loc(#loc6)
    return %5 : tensor<2x3x5x7xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("in1")
#loc4 = loc("in1out_si8")
#loc5 = loc("out")
#loc6 = loc("out_f32")

