#loc = loc(unknown)
module @maxpool_n1_c130_h20_w20_k20x20_s20x20_p0x0x0x0_f16 attributes {module.FLOPs = 52000 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "F16", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "maxpool_n1_c130_h20_w20_k20x20_s20x20_p0x0x0x0_f16_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x130x20x20xf32> loc(unknown)) -> tensor<1x130x1x1xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x130x20x20xf32>) -> tensor<1x130x20x20xf32> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x130x20x20xf32>) -> tensor<1x130x20x20xf16> loc(#loc2)
    %2 = "tpu.Pool2D"(%1) {count_include_pad = false, do_relu = false, first_round_mode = #tpu<round_mode HalfAwayFromZero>, is_adaptive = false, keepdims = true, kernel_shape = [20, 20], pad_value = 0 : i64, pads = [0, 0, 0, 0], pool_mode = #tpu<pool_mode Max>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfAwayFromZero>, strides = [20, 20]} : (tensor<1x130x20x20xf16>) -> tensor<1x130x1x1xf16> loc(#loc3)
    %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x130x1x1xf16>) -> tensor<1x130x1x1xf32> loc(#loc4)
    return %3 : tensor<1x130x1x1xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_f16")
#loc3 = loc("out")
#loc4 = loc("out_f32")

