#loc = loc(unknown)
module @conv_relu_pool_n1_c3_h128_w128_oc16_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0 attributes {module.FLOPs = 14942208 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "F32", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "conv_relu_pool_n1_c3_h128_w128_oc16_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x3x128x128xf32> loc(unknown)) -> tensor<1x16x64x64xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x3x128x128xf32>) -> tensor<1x3x128x128xf32> loc(#loc1)
    %1 = "top.Weight"() : () -> tensor<16x3x3x3xf32> loc(#loc2)
    %2 = "top.Weight"() : () -> tensor<16xf32> loc(#loc3)
    %3 = "tpu.Conv2D"(%0, %1, %2) {coeff_merged = false, dilations = [1, 1], do_relu = true, dynweight_reorderd = false, group = 1 : i64, kernel_shape = [3, 3], kernel_zp = 0 : i64, pads = [1, 1, 1, 1], quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfUp>, strides = [1, 1], support_compress = true, use_3ic_optimize = 0 : i64, weight_is_coeff = 1 : i64, with_bias = true} : (tensor<1x3x128x128xf32>, tensor<16x3x3x3xf32>, tensor<16xf32>) -> tensor<1x16x128x128xf32> loc(#loc4)
    %4 = "tpu.Pool2D"(%3) {count_include_pad = false, do_relu = false, first_round_mode = #tpu<round_mode HalfAwayFromZero>, is_adaptive = false, keepdims = true, kernel_shape = [2, 2], pad_value = 0 : i64, pads = [0, 0, 0, 0], pool_mode = #tpu<pool_mode Max>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfAwayFromZero>, strides = [2, 2]} : (tensor<1x16x128x128xf32>) -> tensor<1x16x64x64xf32> loc(#loc5)
    return %4 : tensor<1x16x64x64xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("w0")
#loc3 = loc("b0")
#loc4 = loc("r0")
#loc5 = loc("out")

