#loc = loc(unknown)
module @conv_n1_c2_h10_w6_oc5_k2x2_s2x2_p1x1x1x1_relu attributes {module.FLOPs = 2160 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "conv_n1_c2_h10_w6_oc5_k2x2_s2x2_p1x1x1x1_relu_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x2x10x6xf32> loc(unknown)) -> tensor<1x5x6x4xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x2x10x6xf32>) -> tensor<1x2x10x6x!quant.calibrated<f32<-2.8050953999999999:2.8050953999999999>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x2x10x6x!quant.calibrated<f32<-2.8050953999999999:2.8050953999999999>>>) -> tensor<1x2x10x6x!quant.uniform<i8:f32, 0.022087365354330708>> loc(#loc2)
    %2 = "top.Weight"() : () -> tensor<5x2x2x2xsi8> loc(#loc3)
    %3 = "top.Weight"() : () -> tensor<1x5x1x1xi32> loc(#loc4)
    %4 = "tpu.Conv2D"(%1, %2, %3) {coeff_merged = false, dilations = [1, 1], do_relu = true, do_winograd = false, dynweight_reorderd = false, group = 1 : i64, kernel_shape = [2, 2], kernel_zp = 0 : i64, multiplier = [4033753, 6183025, 4826375, 12017887, 13564049], pads = [1, 1, 1, 1], quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfUp>, rshift = [28, 28, 29, 30, 30], strides = [2, 2], support_compress = true, use_3ic_optimize = 0 : i64, weight_is_coeff = 1 : i64, with_bias = true} : (tensor<1x2x10x6x!quant.uniform<i8:f32, 0.022087365354330708>>, tensor<5x2x2x2xsi8>, tensor<1x5x1x1xi32>) -> tensor<1x5x6x4x!quant.uniform<u8:f32, 0.0067296435294117649>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x5x6x4x!quant.uniform<u8:f32, 0.0067296435294117649>>) -> tensor<1x5x6x4xf32> loc(#loc6)
    return %5 : tensor<1x5x6x4xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("out_filter_i8")
#loc4 = loc("out_bias_int32")
#loc5 = loc("out")
#loc6 = loc("out_f32")

