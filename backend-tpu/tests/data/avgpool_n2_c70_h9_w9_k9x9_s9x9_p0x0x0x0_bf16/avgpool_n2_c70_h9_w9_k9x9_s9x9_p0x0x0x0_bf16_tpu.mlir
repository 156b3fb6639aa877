#loc = loc(unknown)
module @avgpool_n2_c70_h9_w9_k9x9_s9x9_p0x0x0x0_bf16 attributes {module.FLOPs = 11340 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "BF16", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "avgpool_n2_c70_h9_w9_k9x9_s9x9_p0x0x0x0_bf16_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<2x70x9x9xf32> loc(unknown)) -> tensor<2x70x1x1xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<2x70x9x9xf32>) -> tensor<2x70x9x9xf32> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x70x9x9xf32>) -> tensor<2x70x9x9xbf16> loc(#loc2)
    %2 = "tpu.Pool2D"(%1) {count_include_pad = false, do_relu = false, first_round_mode = #tpu<round_mode HalfAwayFromZero>, is_adaptive = false, keepdims = true, kernel_shape = [9, 9], pad_value = 0 : i64, pads = [0, 0, 0, 0], pool_mode = #tpu<pool_mode Avg>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfAwayFromZero>, strides = [9, 9]} : (tensor<2x70x9x9xbf16>) -> tensor<2x70x1x1xbf16> loc(#loc3)
    %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x70x1x1xbf16>) -> tensor<2x70x1x1xf32> loc(#loc4)
    return %3 : tensor<2x70x1x1xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_bf16")
#loc3 = loc("out")
#loc4 = loc("out_f32")

