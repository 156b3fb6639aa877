#loc = loc(unknown)
#loc1 = loc("in0")
module @linear_m1_k16_n129_f16 attributes {module.FLOPs = 4257 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "F16", module.outputs = ["out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "linear_m1_k16_n129_f16_tpu_addressed_bm1684x_f16_weight.npz"} {
  module @linear_m1_k16_n129_f16 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 12288 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 12288 : i64, module.neuron_addr = 4294979584 : i64, module.neuron_size = 12288 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x16xf32> loc(unknown)) -> tensor<1x129xf32, 4294983680 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x16xf32>) -> tensor<1x16xf32, 4294979584 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<1x16xf32, 4294979584 : i64>) -> tensor<1x129xf32, 4294983680 : i64> loc(#loc)
      return %1 : tensor<1x129xf32, 4294983680 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x16xf32, 4294979584 : i64> loc("in0")) -> tensor<1x129xf32, 4294983680 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "top.None"() : () -> none loc(#loc)
      %1 = "tpu.Cast"(%arg0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x16xf32, 4294979584 : i64>) -> tensor<1x16xf16, 4294983680 : i64> loc(#loc2)
      %2 = "top.Weight"() {path = "tpu.MatMul.weight"} : () -> tensor<16x129xf16, 4294967296 : i64> loc(#loc3)
      %3 = "top.Weight"() {path = "tpu.MatMul.bias"} : () -> tensor<1x1x1x129xf16, 4294975488 : i64> loc(#loc4)
      %4 = "tpu.MatMul"(%1, %2, %3, %0, %0) {do_relu = false, dq_type = "NONE", fuse_rq = false, hdim_is_batch = false, input_zp = 0 : i64, is_lora = false, keep_dims = true, left_reuse = 0 : i64, left_transpose = false, multipliers = [1], output_transpose = false, q_group_size = 0 : i64, quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, right_transpose = false, right_zp = 0 : i64, round_mode = #tpu<round_mode HalfAwayFromZero>, rshifts = [0]} : (tensor<1x16xf16, 4294983680 : i64>, tensor<16x129xf16, 4294967296 : i64>, tensor<1x1x1x129xf16, 4294975488 : i64>, none, none) -> tensor<1x129xf16, 4294987776 : i64> loc(#loc5)
      %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x129xf16, 4294987776 : i64>) -> tensor<1x129xf32, 4294983680 : i64> loc(#loc6)
      return %5 : tensor<1x129xf32, 4294983680 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("in0out_f16")
#loc3 = loc("w0_f16")
#loc4 = loc("b0_f16")
#loc5 = loc("out")
#loc6 = loc("out_f32")

