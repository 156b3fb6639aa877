#loc = loc(unknown)
module @conv_n1_c4_h10_w10_oc4_k3x3_s1x1_p2x2x2x2_d2x2 attributes {module.FLOPs = 29200 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "conv_n1_c4_h10_w10_oc4_k3x3_s1x1_p2x2x2x2_d2x2_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x4x10x10xf32> loc(unknown)) -> tensor<1x4x10x10xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x4x10x10xf32>) -> tensor<1x4x10x10x!quant.calibrated<f32<-2.9620921999999998:2.9620921999999998>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x4x10x10x!quant.calibrated<f32<-2.9620921999999998:2.9620921999999998>>>) -> tensor<1x4x10x10x!quant.uniform<i8:f32, 0.023323560629921258>> loc(#loc2)
    %2 = "top.Weight"() : () -> tensor<4x4x3x3xsi8> loc(#loc3)
    %3 = "top.Weight"() : () -> tensor<1x4x1x1xi32> loc(#loc4)
    %4 = "tpu.Conv2D"(%1, %2, %3) {coeff_merged = false, dilations = [2, 2], do_relu = false, do_winograd = false, dynweight_reorderd = false, group = 1 : i64, kernel_shape = [3, 3], kernel_zp = 0 : i64, multiplier = [647807, 3050695, 364887, 3030231], pads = [2, 2, 2, 2], quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfUp>, rshift = [28, 30, 27, 30], strides = [1, 1], support_compress = true, use_3ic_optimize = 0 : i64, weight_is_coeff = 1 : i64, with_bias = true} : (tensor<1x4x10x10x!quant.uniform<i8:f32, 0.023323560629921258>>, tensor<4x4x3x3xsi8>, tensor<1x4x1x1xi32>) -> tensor<1x4x10x10x!quant.uniform<i8:f32, 0.024308943307086616>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x4x10x10x!quant.uniform<i8:f32, 0.024308943307086616>>) -> tensor<1x4x10x10xf32> loc(#loc6)
    return %5 : tensor<1x4x10x10xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("out_filter_i8")
#loc4 = loc("out_bias_int32")
#loc5 = loc("out")
#loc6 = loc("out_f32")

