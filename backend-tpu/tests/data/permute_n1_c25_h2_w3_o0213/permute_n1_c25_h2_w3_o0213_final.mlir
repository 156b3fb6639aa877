#loc = loc(unknown)
#loc1 = loc("in0")
module @permute_n1_c25_h2_w3_o0213 attributes {module.FLOPs = 0 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "INT8", module.outputs = ["out_out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "permute_n1_c25_h2_w3_o0213_tpu_addressed_bm1684x_int8_sym_weight.npz"} {
  module @permute_n1_c25_h2_w3_o0213 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 0 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 0 : i64, module.neuron_addr = 4294967296 : i64, module.neuron_size = 16384 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x25x2x3xf32> loc(unknown)) -> tensor<1x2x25x3xf32, 4294979584 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x25x2x3xf32>) -> tensor<1x25x2x3x!quant.calibrated<f32<-2.3513682:2.3513682>>, 4294967296 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<1x25x2x3x!quant.calibrated<f32<-2.3513682:2.3513682>>, 4294967296 : i64>) -> tensor<1x2x25x3xf32, 4294979584 : i64> loc(#loc)
      return %1 : tensor<1x2x25x3xf32, 4294979584 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x25x2x3x!quant.calibrated<f32<-2.3513682:2.3513682>>, 4294967296 : i64> loc("in0")) -> tensor<1x2x25x3xf32, 4294979584 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "tpu.Cast"(%arg0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x25x2x3x!quant.calibrated<f32<-2.3513682:2.3513682>>, 4294967296 : i64>) -> tensor<1x25x2x3x!quant.uniform<i8:f32, 0.018514710236220474>, 4294971392 : i64> loc(#loc2)
      %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x25x2x3x!quant.uniform<i8:f32, 0.018514710236220474>, 4294971392 : i64>) -> tensor<1x25x2x3xf32, 4294975488 : i64> loc(#loc3)
      %2 = "tpu.Buffer"() {buffer_type = #tpu<buffer_type GMEM>} : () -> tensor<600xf32, 4294971392 : i64> loc(#loc4)
      %3 = "tpu.Permute"(%1, %2) {order = [0, 2, 1, 3]} : (tensor<1x25x2x3xf32, 4294975488 : i64>, tensor<600xf32, 4294971392 : i64>) -> tensor<1x2x25x3xf32, 4294979584 : i64> loc(#loc5)
      return %3 : tensor<1x2x25x3xf32, 4294979584 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("in0out_si8")
#loc3 = loc("out_f32_out")
#loc4 = loc("out_out_f32_buffer")
#loc5 = loc("out_out_f32")

