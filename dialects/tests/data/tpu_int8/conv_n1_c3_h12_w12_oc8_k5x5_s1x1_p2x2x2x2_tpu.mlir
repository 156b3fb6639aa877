#loc = loc(unknown)
module @conv_n1_c3_h12_w12_oc8_k5x5_s1x1_p2x2x2x2 attributes {module.FLOPs = 173952 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "conv_n1_c3_h12_w12_oc8_k5x5_s1x1_p2x2x2x2_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x3x12x12xf32> loc(unknown)) -> tensor<1x8x12x12xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x3x12x12xf32>) -> tensor<1x3x12x12x!quant.calibrated<f32<-2.9865493999999999:2.9865493999999999>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x3x12x12x!quant.calibrated<f32<-2.9865493999999999:2.9865493999999999>>>) -> tensor<1x3x12x12x!quant.uniform<i8:f32, 0.023516137007874013>> loc(#loc2)
    %2 = "top.Weight"() : () -> tensor<8x3x5x5xsi8> loc(#loc3)
    %3 = "top.Weight"() : () -> tensor<1x8x1x1xi32> loc(#loc4)
    %4 = "tpu.Conv2D"(%1, %2, %3) {coeff_merged = false, dilations = [1, 1], do_relu = false, do_winograd = false, dynweight_reorderd = false, group = 1 : i64, kernel_shape = [5, 5], kernel_zp = 0 : i64, multiplier = [1631735, 2267959, 372399, 1865175, 1613021, 1880013, 8723, 1447103], pads = [2, 2, 2, 2], quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfUp>, rshift = [30, 30, 28, 30, 30, 30, 22, 30], strides = [1, 1], support_compress = true, use_3ic_optimize = 0 : i64, weight_is_coeff = 1 : i64, with_bias = true} : (tensor<1x3x12x12x!quant.uniform<i8:f32, 0.023516137007874013>>, tensor<8x3x5x5xsi8>, tensor<1x8x1x1xi32>) -> tensor<1x8x12x12x!quant.uniform<i8:f32, 0.039057022047244094>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x8x12x12x!quant.uniform<i8:f32, 0.039057022047244094>>) -> tensor<1x8x12x12xf32> loc(#loc6)
    return %5 : tensor<1x8x12x12xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("out_filter_i8")
#loc4 = loc("out_bias_int32")
#loc5 = loc("out")
#loc6 = loc("out_f32")

