#loc = loc(unknown)
module @conv_n1_c8_h10_w10_oc12_k3x3_s1x1_p1x1x1x1_g4_relu attributes {module.FLOPs = 45600 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "conv_n1_c8_h10_w10_oc12_k3x3_s1x1_p1x1x1x1_g4_relu_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x8x10x10xf32> loc(unknown)) -> tensor<1x12x10x10xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x8x10x10xf32>) -> tensor<1x8x10x10x!quant.calibrated<f32<-3.7696909999999999:3.7696909999999999>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x8x10x10x!quant.calibrated<f32<-3.7696909999999999:3.7696909999999999>>>) -> tensor<1x8x10x10x!quant.uniform<i8:f32, 0.029682606299212596>> loc(#loc2)
    %2 = "top.Weight"() : () -> tensor<12x2x3x3xsi8> loc(#loc3)
    %3 = "top.Weight"() : () -> tensor<1x12x1x1xi32> loc(#loc4)
    %4 = "tpu.Conv2D"(%1, %2, %3) {coeff_merged = false, dilations = [1, 1], do_relu = true, do_winograd = false, dynweight_reorderd = false, group = 4 : i64, kernel_shape = [3, 3], kernel_zp = 0 : i64, multiplier = [8622993, 1162317, 447823, 117857, 4130811, 2002423, 3553583, 2931281, 8492833, 8582691, 4870923, 4480619], pads = [1, 1, 1, 1], quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfUp>, rshift = [30, 27, 26, 24, 29, 28, 29, 28, 30, 30, 29, 29], strides = [1, 1], support_compress = true, use_3ic_optimize = 0 : i64, weight_is_coeff = 1 : i64, with_bias = true} : (tensor<1x8x10x10x!quant.uniform<i8:f32, 0.029682606299212596>>, tensor<12x2x3x3xsi8>, tensor<1x12x1x1xi32>) -> tensor<1x12x10x10x!quant.uniform<u8:f32, 0.016359576078431373>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x12x10x10x!quant.uniform<u8:f32, 0.016359576078431373>>) -> tensor<1x12x10x10xf32> loc(#loc6)
    return %5 : tensor<1x12x10x10xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("out_filter_i8")
#loc4 = loc("out_bias_int32")
#loc5 = loc("out")
#loc6 = loc("out_f32")

