#loc = loc(unknown)
#loc1 = loc("in0")
module @conv_n1_c96_h14_w14_oc96_k3x3_s1x1_p1x1x1x1_g96_relu attributes {module.FLOPs = 376320 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "INT8", module.outputs = ["out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "conv_n1_c96_h14_w14_oc96_k3x3_s1x1_p1x1x1x1_g96_relu_tpu_addressed_bm1684x_int8_sym_weight.npz"} {
  module @conv_n1_c96_h14_w14_oc96_k3x3_s1x1_p1x1x1x1_g96_relu attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 8192 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 8192 : i64, module.neuron_addr = 4294975488 : i64, module.neuron_size = 176128 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x96x14x14xf32> loc(unknown)) -> tensor<1x96x14x14xf32, 4295053312 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x96x14x14xf32>) -> tensor<1x96x14x14x!quant.calibrated<f32<-3.9401335999999998:3.9401335999999998>>, 4294975488 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<1x96x14x14x!quant.calibrated<f32<-3.9401335999999998:3.9401335999999998>>, 4294975488 : i64>) -> tensor<1x96x14x14xf32, 4295053312 : i64> loc(#loc)
      return %1 : tensor<1x96x14x14xf32, 4295053312 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x96x14x14x!quant.calibrated<f32<-3.9401335999999998:3.9401335999999998>>, 4294975488 : i64> loc("in0")) -> tensor<1x96x14x14xf32, 4295053312 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "top.None"() : () -> none loc(#loc)
      %1 = "tpu.Cast"(%arg0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x96x14x14x!quant.calibrated<f32<-3.9401335999999998:3.9401335999999998>>, 4294975488 : i64>) -> tensor<1x96x14x14x!quant.uniform<i8:f32, 0.03102467401574803>, 4295053312 : i64> loc(#loc2)
      %2 = "top.Weight"() {path = "tpu.Conv2D.weight"} : () -> tensor<1x64x1x102xsi8, 4294967296 : i64> loc(#loc3)
      %3 = "tpu.Conv2D"(%1, %2, %0) {coeff_merged = true, dilations = [1, 1], do_relu = true, do_winograd = false, dynweight_reorderd = false, group = 96 : i64, kernel_shape = [3, 3], kernel_zp = 0 : i64, pads = [1, 1, 1, 1], quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfUp>, strides = [1, 1], support_compress = true, use_3ic_optimize = 0 : i64, weight_is_coeff = 1 : i64, with_bias = true} : (tensor<1x96x14x14x!quant.uniform<i8:f32, 0.03102467401574803>, 4295053312 : i64>, tensor<1x64x1x102xsi8, 4294967296 : i64>, none) -> tensor<1x96x14x14x!quant.uniform<u8:f32, 0.023973191764705883>, 4295131136 : i64> loc(#loc4)
      %4 = "tpu.Cast"(%3) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x96x14x14x!quant.uniform<u8:f32, 0.023973191764705883>, 4295131136 : i64>) -> tensor<1x96x14x14xf32, 4295053312 : i64> loc(#loc5)
      return %4 : tensor<1x96x14x14xf32, 4295053312 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("in0out_si8")
#loc3 = loc("out_merge")
#loc4 = loc("out")
#loc5 = loc("out_f32")

