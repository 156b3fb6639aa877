#loc = loc(unknown)
#loc1 = loc("in0")
module @permute_n2_c3_h4_w5_o0213 attributes {module.FLOPs = 0 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "F32", module.outputs = ["out"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "permute_n2_c3_h4_w5_o0213_tpu_addressed_bm1684x_f32_weight.npz"} {
  module @permute_n2_c3_h4_w5_o0213 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 0 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 0 : i64, module.neuron_addr = 4294967296 : i64, module.neuron_size = 12288 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<2x3x4x5xf32> loc(unknown)) -> tensor<2x4x3x5xf32, 4294975488 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32, 4294967296 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<2x3x4x5xf32, 4294967296 : i64>) -> tensor<2x4x3x5xf32, 4294975488 : i64> loc(#loc)
      return %1 : tensor<2x4x3x5xf32, 4294975488 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<2x3x4x5xf32, 4294967296 : i64> loc("in0")) -> tensor<2x4x3x5xf32, 4294975488 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "tpu.Buffer"() {buffer_type = #tpu<buffer_type GMEM>} : () -> tensor<480xf32, 4294971392 : i64> loc(#loc2)
      %1 = "tpu.Permute"(%arg0, %0) {order = [0, 2, 1, 3]} : (tensor<2x3x4x5xf32, 4294967296 : i64>, tensor<480xf32, 4294971392 : i64>) -> tensor<2x4x3x5xf32, 4294975488 : i64> loc(#loc3)
      return %1 : tensor<2x4x3x5xf32, 4294975488 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("out_buffer")
#loc3 = loc("out")

