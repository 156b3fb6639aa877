#loc = loc(unknown)
#loc1 = loc("in0")
module @conv_n1_c2_h130_w96_oc128_k3x3_s1x1_p1x1x1x1 attributes {module.FLOPs = 59105280 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "F32", module.outputs = ["out"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "conv_n1_c2_h130_w96_oc128_k3x3_s1x1_p1x1x1x1_tpu_addressed_bm1684x_f32_weight.npz"} {
  module @conv_n1_c2_h130_w96_oc128_k3x3_s1x1_p1x1x1x1 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 16384 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 16384 : i64, module.neuron_addr = 4294983680 : i64, module.neuron_size = 6492160 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x2x130x96xf32> loc(unknown)) -> tensor<1x128x130x96xf32, 4295086080 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x2x130x96xf32>) -> tensor<1x2x130x96xf32, 4294983680 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<1x2x130x96xf32, 4294983680 : i64>) -> tensor<1x128x130x96xf32, 4295086080 : i64> loc(#loc)
      return %1 : tensor<1x128x130x96xf32, 4295086080 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x2x130x96xf32, 4294983680 : i64> loc("in0")) -> tensor<1x128x130x96xf32, 4295086080 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "top.Weight"() {path = "tpu.Conv2D.bias"} : () -> tensor<1x128x1x1xf32, 4294967296 : i64> loc(#loc2)
      %1 = "top.Weight"() {path = "tpu.Conv2D.weight"} : () -> tensor<1x128x2x9xf32, 4294971392 : i64> loc(#loc3)
      %2 = "tpu.Conv2D"(%arg0, %1, %0) {coeff_merged = false, dilations = [1, 1], do_relu = false, dynweight_reorderd = false, group = 1 : i64, kernel_shape = [3, 3], kernel_zp = 0 : i64, pads = [1, 1, 1, 1], quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfUp>, strides = [1, 1], support_compress = true, use_3ic_optimize = 0 : i64, weight_is_coeff = 1 : i64, with_bias = true} : (tensor<1x2x130x96xf32, 4294983680 : i64>, tensor<1x128x2x9xf32, 4294971392 : i64>, tensor<1x128x1x1xf32, 4294967296 : i64>) -> tensor<1x128x130x96xf32, 4295086080 : i64> loc(#loc4)
      return %2 : tensor<1x128x130x96xf32, 4295086080 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("b0")
#loc3 = loc("w0")
#loc4 = loc("out")

