#loc = loc(unknown)
#loc1 = loc("in0")
module @permute_n1_c70_h9_w5_o0231_f16 attributes {module.FLOPs = 0 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "F16", module.outputs = ["out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "permute_n1_c70_h9_w5_o0231_f16_tpu_addressed_bm1684x_f16_weight.npz"} {
  module @permute_n1_c70_h9_w5_o0231_f16 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 0 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 0 : i64, module.neuron_addr = 4294967296 : i64, module.neuron_size = 40960 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x70x9x5xf32> loc(unknown)) -> tensor<1x9x5x70xf32, 4294983680 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x70x9x5xf32>) -> tensor<1x70x9x5xf32, 4294967296 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<1x70x9x5xf32, 4294967296 : i64>) -> tensor<1x9x5x70xf32, 4294983680 : i64> loc(#loc)
      return %1 : tensor<1x9x5x70xf32, 4294983680 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x70x9x5xf32, 4294967296 : i64> loc("in0")) -> tensor<1x9x5x70xf32, 4294983680 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "top.None"() : () -> none loc(#loc)
      %1 = "tpu.Cast"(%arg0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x70x9x5xf32, 4294967296 : i64>) -> tensor<1x70x9x5xf16, 4294983680 : i64> loc(#loc2)
      %2 = "tpu.Permute"(%1, %0) {order = [0, 2, 3, 1]} : (tensor<1x70x9x5xf16, 4294983680 : i64>, none) -> tensor<1x9x5x70xf16, 4295000064 : i64> loc(#loc3)
      %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x9x5x70xf16, 4295000064 : i64>) -> tensor<1x9x5x70xf32, 4294983680 : i64> loc(#loc4)
      return %3 : tensor<1x9x5x70xf32, 4294983680 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("in0out_f16")
#loc3 = loc("out")
#loc4 = loc("out_f32")

