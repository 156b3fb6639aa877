#loc = loc(unknown)
module @conv_n1_c4_h6_w10_oc70_k1x1_s1x1_p0x0x0x0_relu attributes {module.FLOPs = 42000 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "conv_n1_c4_h6_w10_oc70_k1x1_s1x1_p0x0x0x0_relu_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x4x6x10xf32> loc(unknown)) -> tensor<1x70x6x10xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x4x6x10xf32>) -> tensor<1x4x6x10x!quant.calibrated<f32<-3.1638687000000001:3.1638687000000001>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x4x6x10x!quant.calibrated<f32<-3.1638687000000001:3.1638687000000001>>>) -> tensor<1x4x6x10x!quant.uniform<i8:f32, 0.024912351968503936>> loc(#loc2)
    %2 = "top.Weight"() : () -> tensor<70x4x1x1xsi8> loc(#loc3)
    %3 = "top.Weight"() : () -> tensor<1x70x1x1xi32> loc(#loc4)
    %4 = "tpu.Conv2D"(%1, %2, %3) {coeff_merged = false, dilations = [1, 1], do_relu = true, do_winograd = false, dynweight_reorderd = false, group = 1 : i64, kernel_shape = [1, 1], kernel_zp = 0 : i64, multiplier = [2220297, 5895249, 4453211, 4803747, 4974811, 14926661, 2740173, 2390151, 2703577, 331511, 6758701, 2074661, 270017, 927499, 2503611, 2206141, 11378403, 5795129, 954619, 646635, 8572229, 10440185, 910183, 627829, 3741673, 3056489, 2553347, 6287527, 7422965, 3180639, 2811835, 2286981, 6202885, 4307955, 3607469, 1883449, 3670889, 7069343, 1982355, 4620397, 442095, 3105293, 12607553, 4377411, 6459013, 9348109, 2237045, 85681, 4080265, 5969791, 2003785, 667457, 7577349, 4839569, 3681991, 1236133, 2771091, 112737, 41281, 1120889, 1380153, 5632179, 4905147, 458809, 4377887, 1119925, 635299, 10879789, 3077911, 522577], pads = [0, 0, 0, 0], quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfUp>, rshift = [28, 30, 30, 30, 30, 30, 29, 30, 30, 26, 30, 29, 25, 27, 29, 29, 30, 30, 28, 26, 30, 30, 27, 26, 30, 30, 28, 30, 30, 30, 29, 29, 30, 29, 28, 29, 29, 30, 30, 30, 27, 30, 30, 30, 30, 30, 28, 23, 29, 29, 28, 26, 30, 29, 30, 27, 29, 25, 24, 27, 28, 30, 29, 26, 30, 28, 27, 30, 30, 26], strides = [1, 1], support_compress = true, use_3ic_optimize = 0 : i64, weight_is_coeff = 1 : i64, with_bias = true} : (tensor<1x4x6x10x!quant.uniform<i8:f32, 0.024912351968503936>>, tensor<70x4x1x1xsi8>, tensor<1x70x1x1xi32>) -> tensor<1x70x6x10x!quant.uniform<u8:f32, 0.021610329019607844>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x70x6x10x!quant.uniform<u8:f32, 0.021610329019607844>>) -> tensor<1x70x6x10xf32> loc(#loc6)
    return %5 : tensor<1x70x6x10xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("out_filter_i8")
#loc4 = loc("out_bias_int32")
#loc5 = loc("out")
#loc6 = loc("out_f32")

