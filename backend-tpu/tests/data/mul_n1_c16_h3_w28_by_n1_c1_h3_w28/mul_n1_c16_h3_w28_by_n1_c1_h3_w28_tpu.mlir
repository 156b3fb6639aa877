#loc = loc(unknown)
module @mul_n1_c16_h3_w28_by_n1_c1_h3_w28 attributes {module.FLOPs = 1344 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "mul_n1_c16_h3_w28_by_n1_c1_h3_w28_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x16x3x28xf32> loc(unknown), %arg1: tensor<1x1x3x28xf32> loc(unknown)) -> tensor<1x16x3x28xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x16x3x28xf32>) -> tensor<1x16x3x28x!quant.calibrated<f32<-3.2491192999999998:3.2491192999999998>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x16x3x28x!quant.calibrated<f32<-3.2491192999999998:3.2491192999999998>>>) -> tensor<1x16x3x28x!quant.uniform<i8:f32, 0.025583616535433069>> loc(#loc2)
    %2 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<1x1x3x28xf32>) -> tensor<1x1x3x28x!quant.calibrated<f32<-2.3406403:2.3406403>>> loc(#loc3)
    %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x1x3x28x!quant.calibrated<f32<-2.3406403:2.3406403>>>) -> tensor<1x1x3x28x!quant.uniform<i8:f32, 0.018430238582677165>> loc(#loc4)
    %4 = "tpu.Mul"(%1, %3) {do_relu = false, multiplier = 73 : si32, quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, rshift = 13 : si32} : (tensor<1x16x3x28x!quant.uniform<i8:f32, 0.025583616535433069>>, tensor<1x1x3x28x!quant.uniform<i8:f32, 0.018430238582677165>>) -> tensor<1x16x3x28x!quant.uniform<i8:f32, 0.05320396141732283>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x16x3x28x!quant.uniform<i8:f32, 0.05320396141732283>>) -> tensor<1x16x3x28xf32> loc(#loc6)
    return %5 : tensor<1x16x3x28xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("in1")
#loc4 = loc("in1out_si8")
#loc5 = loc("out")
#loc6 = loc("out_f32")

