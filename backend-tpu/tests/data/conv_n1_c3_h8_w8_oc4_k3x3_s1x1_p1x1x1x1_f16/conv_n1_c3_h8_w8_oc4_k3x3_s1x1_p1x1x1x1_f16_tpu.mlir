#loc = loc(unknown)
module @conv_n1_c3_h8_w8_oc4_k3x3_s1x1_p1x1x1x1_f16 attributes {module.FLOPs = 14080 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "F16", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "conv_n1_c3_h8_w8_oc4_k3x3_s1x1_p1x1x1x1_f16_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x3x8x8xf32> loc(unknown)) -> tensor<1x4x8x8xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf16> loc(#loc2)
    %2 = "top.Weight"() : () -> tensor<4xf32> loc(#loc3)
    %3 = "top.Weight"() : () -> tensor<4x3x3x3xf16> loc(#loc4)
    %4 = "tpu.Conv2D"(%1, %3, %2) {coeff_merged = false, dilations = [1, 1], do_relu = false, dynweight_reorderd = false, group = 1 : i64, kernel_shape = [3, 3], kernel_zp = 0 : i64, pads = [1, 1, 1, 1], quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfUp>, strides = [1, 1], support_compress = true, use_3ic_optimize = 0 : i64, weight_is_coeff = 1 : i64, with_bias = true} : (tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16>, tensor<4xf32>) -> tensor<1x4x8x8xf16> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x4x8x8xf16>) -> tensor<1x4x8x8xf32> loc(#loc6)
    return %5 : tensor<1x4x8x8xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_f16")
#loc3 = loc("b0")
#loc4 = loc("w0_f16")
#loc5 = loc("out")
#loc6 = loc("out_f32")

