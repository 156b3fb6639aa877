#loc = loc(unknown)
module @add_n1_c16_h9_w9 attributes {module.FLOPs = 1296 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "add_n1_c16_h9_w9_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x16x9x9xf32> loc(unknown), %arg1: tensor<1x16x9x9xf32> loc(unknown)) -> tensor<1x16x9x9xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x16x9x9xf32>) -> tensor<1x16x9x9x!quant.calibrated<f32<-4.5586238000000003:4.5586238000000003>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x16x9x9x!quant.calibrated<f32<-4.5586238000000003:4.5586238000000003>>>) -> tensor<1x16x9x9x!quant.uniform<i8:f32, 0.035894675590551185>> loc(#loc2)
    %2 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<1x16x9x9xf32>) -> tensor<1x16x9x9x!quant.calibrated<f32<-7.157040e-02:7.157040e-02>>> loc(#loc3)
    %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x16x9x9x!quant.calibrated<f32<-7.157040e-02:7.157040e-02>>>) -> tensor<1x16x9x9x!quant.uniform<i8:f32, 5.6354645669291347E-4>> loc(#loc4)
    %4 = "tpu.Add"(%1, %3) {do_relu = false, multipliers = [1, 1], relu_limit = -1.000000e+00 : f64, rshifts = [0, 6]} : (tensor<1x16x9x9x!quant.uniform<i8:f32, 0.035894675590551185>>, tensor<1x16x9x9x!quant.uniform<i8:f32, 5.6354645669291347E-4>>) -> tensor<1x16x9x9x!quant.uniform<i8:f32, 0.035894675590551185>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x16x9x9x!quant.uniform<i8:f32, 0.035894675590551185>>) -> tensor<1x16x9x9xf32> loc(#loc6)
    return %5 : tensor<1x16x9x9xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("in1")
#loc4 = loc("in1out_si8")
#loc5 = loc("out")
#loc6 = loc("out_f32")

