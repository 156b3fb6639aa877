#loc = loc(unknown)
#loc1 = loc("in0")
module @linear_m2_k1_n200 attributes {module.FLOPs = 1200 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "INT8", module.outputs = ["out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "linear_m2_k1_n200_tpu_addressed_bm1684x_int8_sym_weight.npz"} {
  module @linear_m2_k1_n200 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 8192 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 8192 : i64, module.neuron_addr = 4294975488 : i64, module.neuron_size = 12288 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<2x1xf32> loc(unknown)) -> tensor<2x200xf32, 4294979584 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<2x1xf32>) -> tensor<2x1x!quant.calibrated<f32<-0.62385860000000004:0.62385860000000004>>, 4294975488 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<2x1x!quant.calibrated<f32<-0.62385860000000004:0.62385860000000004>>, 4294975488 : i64>) -> tensor<2x200xf32, 4294979584 : i64> loc(#loc)
      return %1 : tensor<2x200xf32, 4294979584 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<2x1x!quant.calibrated<f32<-0.62385860000000004:0.62385860000000004>>, 4294975488 : i64> loc("in0")) -> tensor<2x200xf32, 4294979584 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "top.None"() : () -> none loc(#loc)
      %1 = "tpu.Cast"(%arg0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x1x!quant.calibrated<f32<-0.62385860000000004:0.62385860000000004>>, 4294975488 : i64>) -> tensor<2x1x!quant.uniform<i8:f32, 0.0049122724409448818>, 4294979584 : i64> loc(#loc2)
      %2 = "top.Weight"() {path = "tpu.MatMul.weight"} : () -> tensor<1x200xi8, 4294967296 : i64> loc(#loc3)
      %3 = "top.Weight"() {path = "tpu.MatMul.bias"} : () -> tensor<1x200xi32, 4294971392 : i64> loc(#loc4)
      %4 = "tpu.MatMul"(%1, %2, %3, %0, %0) {cal_i8 = true, do_relu = false, dq_type = "NONE", fuse_rq = false, hdim_is_batch = false, input_zp = 0 : i64, is_lora = false, keep_dims = true, left_reuse = 0 : i64, left_transpose = false, multipliers = [460547], output_transpose = false, q_group_size = 0 : i64, quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, right_transpose = false, right_zp = 0 : i64, round_mode = #tpu<round_mode HalfAwayFromZero>, rshifts = [27]} : (tensor<2x1x!quant.uniform<i8:f32, 0.0049122724409448818>, 4294979584 : i64>, tensor<1x200xi8, 4294967296 : i64>, tensor<1x200xi32, 4294971392 : i64>, none, none) -> tensor<2x200x!quant.uniform<i8:f32, 0.028326795275590552>, 4294983680 : i64> loc(#loc5)
      %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x200x!quant.uniform<i8:f32, 0.028326795275590552>, 4294983680 : i64>) -> tensor<2x200xf32, 4294979584 : i64> loc(#loc6)
      return %5 : tensor<2x200xf32, 4294979584 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("in0out_si8")
#loc3 = loc("out_filter_int8")
#loc4 = loc("out_bias_int32")
#loc5 = loc("out")
#loc6 = loc("out_f32")

