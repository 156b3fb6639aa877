#loc = loc(unknown)
module @sub_n2_c3_h9_w9_by_n2_c1_h9_w9 attributes {module.FLOPs = 486 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "sub_n2_c3_h9_w9_by_n2_c1_h9_w9_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<2x3x9x9xf32> loc(unknown), %arg1: tensor<2x1x9x9xf32> loc(unknown)) -> tensor<2x3x9x9xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<2x3x9x9xf32>) -> tensor<2x3x9x9x!quant.calibrated<f32<-3.0259147:3.0259147>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x3x9x9x!quant.calibrated<f32<-3.0259147:3.0259147>>>) -> tensor<2x3x9x9x!quant.uniform<i8:f32, 2.382610e-02>> loc(#loc2)
    %2 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<2x1x9x9xf32>) -> tensor<2x1x9x9x!quant.calibrated<f32<-2.6645954000000001:2.6645954000000001>>> loc(#loc3)
    %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x1x9x9x!quant.calibrated<f32<-2.6645954000000001:2.6645954000000001>>>) -> tensor<2x1x9x9x!quant.uniform<i8:f32, 0.020981066141732285>> loc(#loc4)
    %4 = "tpu.Sub"(%1, %3) {do_relu = false, is_reverse = false, multipliers = [47, 83], relu_limit = -1.000000e+00 : f64, rshifts = [6, 7]} : (tensor<2x3x9x9x!quant.uniform<i8:f32, 2.382610e-02>>, tensor<2x1x9x9x!quant.uniform<i8:f32, 0.020981066141732285>>) -> tensor<2x3x9x9x!quant.uniform<i8:f32, 0.032449040944881886>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x3x9x9x!quant.uniform<i8:f32, 0.032449040944881886>>) -> tensor<2x3x9x9xf32> loc(#loc6)
    return %5 : tensor<2x3x9x9xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("in1")
#loc4 = loc("in1out_si8")
#loc5 = loc("out")
#loc6 = loc("out_f32")

