#loc = loc(unknown)
#loc1 = loc("in0")
#loc2 = loc("in1")
module @add_n1_c16_h9_w9 attributes {module.FLOPs = 1296 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0", "in1"], module.mode = "INT8", module.outputs = ["out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "add_n1_c16_h9_w9_tpu_addressed_bm1684x_int8_sym_weight.npz"} {
  module @add_n1_c16_h9_w9 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 0 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 0 : i64, module.neuron_addr = 4294967296 : i64, module.neuron_size = 28672 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x16x9x9xf32> loc(unknown), %arg1: tensor<1x16x9x9xf32> loc(unknown)) -> tensor<1x16x9x9xf32, 4294983680 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x16x9x9xf32>) -> tensor<1x16x9x9x!quant.calibrated<f32<-4.5586238000000003:4.5586238000000003>>, 4294975488 : i64> loc(#loc1)
      %1 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<1x16x9x9xf32>) -> tensor<1x16x9x9x!quant.calibrated<f32<-7.157040e-02:7.157040e-02>>, 4294967296 : i64> loc(#loc2)
      %2 = call @subfunc_0(%0, %1) : (tensor<1x16x9x9x!quant.calibrated<f32<-4.5586238000000003:4.5586238000000003>>, 4294975488 : i64>, tensor<1x16x9x9x!quant.calibrated<f32<-7.157040e-02:7.157040e-02>>, 4294967296 : i64>) -> tensor<1x16x9x9xf32, 4294983680 : i64> loc(#loc)
      return %2 : tensor<1x16x9x9xf32, 4294983680 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x16x9x9x!quant.calibrated<f32<-4.5586238000000003:4.5586238000000003>>, 4294975488 : i64> loc("in0"), %arg1: tensor<1x16x9x9x!quant.calibrated<f32<-7.157040e-02:7.157040e-02>>, 4294967296 : i64> loc("in1")) -> tensor<1x16x9x9xf32, 4294983680 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "tpu.Cast"(%arg1) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x16x9x9x!quant.calibrated<f32<-7.157040e-02:7.157040e-02>>, 4294967296 : i64>) -> tensor<1x16x9x9x!quant.uniform<i8:f32, 5.6354645669291347E-4>, 4294983680 : i64> loc(#loc3)
      %1 = "tpu.Cast"(%arg0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x16x9x9x!quant.calibrated<f32<-4.5586238000000003:4.5586238000000003>>, 4294975488 : i64>) -> tensor<1x16x9x9x!quant.uniform<i8:f32, 0.035894675590551185>, 4294987776 : i64> loc(#loc4)
      %2 = "tpu.Add"(%1, %0) {do_relu = false, multipliers = [1, 1], relu_limit = -1.000000e+00 : f64, rshifts = [0, 6]} : (tensor<1x16x9x9x!quant.uniform<i8:f32, 0.035894675590551185>, 4294987776 : i64>, tensor<1x16x9x9x!quant.uniform<i8:f32, 5.6354645669291347E-4>, 4294983680 : i64>) -> tensor<1x16x9x9x!quant.uniform<i8:f32, 0.035894675590551185>, 4294991872 : i64> loc(#loc5)
      %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x16x9x9x!quant.uniform<i8:f32, 0.035894675590551185>, 4294991872 : i64>) -> tensor<1x16x9x9xf32, 4294983680 : i64> loc(#loc6)
      return %3 : tensor<1x16x9x9xf32, 4294983680 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc3 = loc("in1out_si8")
#loc4 = loc("in0out_si8")
#loc5 = loc("out")
#loc6 = loc("out_f32")

