#loc = loc(unknown)
module @sub_n1_c8_h8_w8_by_n1_c1_h1_w8_relu attributes {module.FLOPs = 1024 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "sub_n1_c8_h8_w8_by_n1_c1_h1_w8_relu_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x8x8x8xf32> loc(unknown), %arg1: tensor<1x1x1x8xf32> loc(unknown)) -> tensor<1x8x8x8xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8x!quant.calibrated<f32<-3.1654401000000001:3.1654401000000001>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x8x8x8x!quant.calibrated<f32<-3.1654401000000001:3.1654401000000001>>>) -> tensor<1x8x8x8x!quant.uniform<i8:f32, 0.024924725196850395>> loc(#loc2)
    %2 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<1x1x1x8xf32>) -> tensor<1x1x1x8x!quant.calibrated<f32<-2.1445756:2.1445756>>> loc(#loc3)
    %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x1x1x8x!quant.calibrated<f32<-2.1445756:2.1445756>>>) -> tensor<1x1x1x8x!quant.uniform<i8:f32, 0.016886422047244096>> loc(#loc4)
    %4 = "tpu.Sub"(%1, %3) {do_relu = true, is_reverse = false, multipliers = [79, 107], relu_limit = -1.000000e+00 : f64, rshifts = [7, 8]} : (tensor<1x8x8x8x!quant.uniform<i8:f32, 0.024924725196850395>>, tensor<1x1x1x8x!quant.uniform<i8:f32, 0.016886422047244096>>) -> tensor<1x8x8x8x!quant.uniform<i8:f32, 0.040424941732283462>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x8x8x8x!quant.uniform<i8:f32, 0.040424941732283462>>) -> tensor<1x8x8x8xf32> loc(#loc6)
    return %5 : tensor<1x8x8x8xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("in1")
#loc4 = loc("in1out_si8")
#loc5 = loc("out")
#loc6 = loc("out_f32")

