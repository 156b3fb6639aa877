#loc = loc(unknown)
module @conv_n1_c6_h9_w7_oc16_k3x3_s2x2_p1x1x1x1 attributes {module.FLOPs = 34880 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "conv_n1_c6_h9_w7_oc16_k3x3_s2x2_p1x1x1x1_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x6x9x7xf32> loc(unknown)) -> tensor<1x16x5x4xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x6x9x7xf32>) -> tensor<1x6x9x7x!quant.calibrated<f32<-3.1870470000000002:3.1870470000000002>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x6x9x7x!quant.calibrated<f32<-3.1870470000000002:3.1870470000000002>>>) -> tensor<1x6x9x7x!quant.uniform<i8:f32, 0.025094858267716538>> loc(#loc2)
    %2 = "top.Weight"() : () -> tensor<16x6x3x3xsi8> loc(#loc3)
    %3 = "top.Weight"() : () -> tensor<1x16x1x1xi32> loc(#loc4)
    %4 = "tpu.Conv2D"(%1, %2, %3) {coeff_merged = false, dilations = [1, 1], do_relu = false, do_winograd = false, dynweight_reorderd = false, group = 1 : i64, kernel_shape = [3, 3], kernel_zp = 0 : i64, multiplier = [2869355, 1155357, 2581061, 1297869, 147831, 454121, 2670987, 1392973, 784001, 1812967, 1311961, 352161, 1499221, 307041, 3099463, 1020441], pads = [1, 1, 1, 1], quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfUp>, rshift = [30, 29, 30, 29, 26, 28, 30, 29, 28, 30, 29, 27, 29, 27, 30, 29], strides = [2, 2], support_compress = true, use_3ic_optimize = 0 : i64, weight_is_coeff = 1 : i64, with_bias = true} : (tensor<1x6x9x7x!quant.uniform<i8:f32, 0.025094858267716538>>, tensor<16x6x3x3xsi8>, tensor<1x16x1x1xi32>) -> tensor<1x16x5x4x!quant.uniform<i8:f32, 0.028644143307086613>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x16x5x4x!quant.uniform<i8:f32, 0.028644143307086613>>) -> tensor<1x16x5x4xf32> loc(#loc6)
    return %5 : tensor<1x16x5x4xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("out_filter_i8")
#loc4 = loc("out_bias_int32")
#loc5 = loc("out")
#loc6 = loc("out_f32")

