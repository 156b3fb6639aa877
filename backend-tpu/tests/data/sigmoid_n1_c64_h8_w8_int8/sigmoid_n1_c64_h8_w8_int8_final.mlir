#loc = loc(unknown)
#loc1 = loc("in0")
module @sigmoid_n1_c64_h8_w8 attributes {module.FLOPs = 16384 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "INT8", module.outputs = ["out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "sigmoid_n1_c64_h8_w8_tpu_addressed_bm1684x_int8_sym_weight.npz"} {
  module @sigmoid_n1_c64_h8_w8 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 4096 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 4096 : i64, module.neuron_addr = 4294971392 : i64, module.neuron_size = 36864 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x64x8x8xf32> loc(unknown)) -> tensor<1x64x8x8xf32, 4294987776 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x64x8x8xf32>) -> tensor<1x64x8x8x!quant.calibrated<f32<-11.6823769:11.6823769>>, 4294971392 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<1x64x8x8x!quant.calibrated<f32<-11.6823769:11.6823769>>, 4294971392 : i64>) -> tensor<1x64x8x8xf32, 4294987776 : i64> loc(#loc)
      return %1 : tensor<1x64x8x8xf32, 4294987776 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x64x8x8x!quant.calibrated<f32<-11.6823769:11.6823769>>, 4294971392 : i64> loc("in0")) -> tensor<1x64x8x8xf32, 4294987776 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "tpu.Cast"(%arg0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x64x8x8x!quant.calibrated<f32<-11.6823769:11.6823769>>, 4294971392 : i64>) -> tensor<1x64x8x8x!quant.uniform<i8:f32, 0.091987219685039368>, 4294987776 : i64> loc(#loc2)
      %1 = "top.Weight"() {path = "tpu.Lut.1"} : () -> tensor<1x1x1x256xui8, 4294967296 : i64> loc(#loc3)
      %2 = "tpu.Lut"(%0, %1) : (tensor<1x64x8x8x!quant.uniform<i8:f32, 0.091987219685039368>, 4294987776 : i64>, tensor<1x1x1x256xui8, 4294967296 : i64>) -> tensor<1x64x8x8x!quant.uniform<u8:f32, 0.0039215686274509803>, 4295004160 : i64> loc(#loc4)
      %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x64x8x8x!quant.uniform<u8:f32, 0.0039215686274509803>, 4295004160 : i64>) -> tensor<1x64x8x8xf32, 4294987776 : i64> loc(#loc5)
      return %3 : tensor<1x64x8x8xf32, 4294987776 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("in0out_si8")
#loc3 = loc("out_table")
#loc4 = loc("out")
#loc5 = loc("out_f32")

