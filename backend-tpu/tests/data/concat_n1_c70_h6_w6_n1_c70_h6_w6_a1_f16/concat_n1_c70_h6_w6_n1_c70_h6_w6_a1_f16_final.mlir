#loc = loc(unknown)
#loc1 = loc("in0")
#loc2 = loc("in1")
module @concat_n1_c70_h6_w6_n1_c70_h6_w6_a1 attributes {module.FLOPs = 0 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0", "in1"], module.mode = "F16", module.outputs = ["out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "concat_n1_c70_h6_w6_n1_c70_h6_w6_a1_tpu_addressed_bm1684x_f16_weight.npz"} {
  module @concat_n1_c70_h6_w6_n1_c70_h6_w6_a1 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 0 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 0 : i64, module.neuron_addr = 4294967296 : i64, module.neuron_size = 57344 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x70x6x6xf32> loc(unknown), %arg1: tensor<1x70x6x6xf32> loc(unknown)) -> tensor<1x140x6x6xf32, 4295004160 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x70x6x6xf32>) -> tensor<1x70x6x6xf32, 4294979584 : i64> loc(#loc1)
      %1 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<1x70x6x6xf32>) -> tensor<1x70x6x6xf32, 4294967296 : i64> loc(#loc2)
      %2 = call @subfunc_0(%0, %1) : (tensor<1x70x6x6xf32, 4294979584 : i64>, tensor<1x70x6x6xf32, 4294967296 : i64>) -> tensor<1x140x6x6xf32, 4295004160 : i64> loc(#loc)
      return %2 : tensor<1x140x6x6xf32, 4295004160 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x70x6x6xf32, 4294979584 : i64> loc("in0"), %arg1: tensor<1x70x6x6xf32, 4294967296 : i64> loc("in1")) -> tensor<1x140x6x6xf32, 4295004160 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "tpu.Cast"(%arg1) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x70x6x6xf32, 4294967296 : i64>) -> tensor<1x70x6x6xf16, 4294996912 : i64> loc(#loc3)
      %1 = "tpu.Cast"(%arg0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x70x6x6xf32, 4294979584 : i64>) -> tensor<1x70x6x6xf16, 4294991872 : i64> loc(#loc4)
      %2 = "tpu.Concat"(%1, %0) {axis = 1 : si32, do_relu = false, only_merge = true, relu_limit = -1.000000e+00 : f64} : (tensor<1x70x6x6xf16, 4294991872 : i64>, tensor<1x70x6x6xf16, 4294996912 : i64>) -> tensor<1x140x6x6xf16, 4294991872 : i64> loc(#loc5)
      %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x140x6x6xf16, 4294991872 : i64>) -> tensor<1x140x6x6xf32, 4295004160 : i64> loc(#loc6)
      return %3 : tensor<1x140x6x6xf32, 4295004160 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc3 = loc("in1out_f16")
#loc4 = loc("in0out_f16")
#loc5 = loc("out")
#loc6 = loc("out_f32")

