#loc = loc(unknown)
module @sub_n1_c34_h17_w26 attributes {module.FLOPs = 15028 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "sub_n1_c34_h17_w26_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x34x17x26xf32> loc(unknown), %arg1: tensor<1x34x17x26xf32> loc(unknown)) -> tensor<1x34x17x26xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x34x17x26xf32>) -> tensor<1x34x17x26x!quant.calibrated<f32<-4.2415232999999999:4.2415232999999999>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x34x17x26x!quant.calibrated<f32<-4.2415232999999999:4.2415232999999999>>>) -> tensor<1x34x17x26x!quant.uniform<i8:f32, 0.033397821259842517>> loc(#loc2)
    %2 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<1x34x17x26xf32>) -> tensor<1x34x17x26x!quant.calibrated<f32<-4.0916423999999996:4.0916423999999996>>> loc(#loc3)
    %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x34x17x26x!quant.calibrated<f32<-4.0916423999999996:4.0916423999999996>>>) -> tensor<1x34x17x26x!quant.uniform<i8:f32, 0.032217656692913384>> loc(#loc4)
    %4 = "tpu.Sub"(%1, %3) {do_relu = false, is_reverse = false, multipliers = [23, 89], relu_limit = -1.000000e+00 : f64, rshifts = [5, 7]} : (tensor<1x34x17x26x!quant.uniform<i8:f32, 0.033397821259842517>>, tensor<1x34x17x26x!quant.uniform<i8:f32, 0.032217656692913384>>) -> tensor<1x34x17x26x!quant.uniform<i8:f32, 0.046367891338582677>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x34x17x26x!quant.uniform<i8:f32, 0.046367891338582677>>) -> tensor<1x34x17x26xf32> loc(#loc6)
    return %5 : tensor<1x34x17x26xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("in1")
#loc4 = loc("in1out_si8")
#loc5 = loc("out")
#loc6 = loc("out_f32")

