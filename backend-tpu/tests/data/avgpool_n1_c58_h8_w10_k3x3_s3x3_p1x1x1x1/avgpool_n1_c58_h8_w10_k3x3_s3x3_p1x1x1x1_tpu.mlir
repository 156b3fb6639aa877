#loc = loc(unknown)
module @avgpool_n1_c58_h8_w10_k3x3_s3x3_p1x1x1x1 attributes {module.FLOPs = 6264 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "avgpool_n1_c58_h8_w10_k3x3_s3x3_p1x1x1x1_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x58x8x10xf32> loc(unknown)) -> tensor<1x58x3x4xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x58x8x10xf32>) -> tensor<1x58x8x10x!quant.calibrated<f32<-3.5766689999999999:3.5766689999999999>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x58x8x10x!quant.calibrated<f32<-3.5766689999999999:3.5766689999999999>>>) -> tensor<1x58x8x10x!quant.uniform<i8:f32, 0.028162748031496061>> loc(#loc2)
    %2 = "tpu.Pool2D"(%1) {count_include_pad = false, do_relu = false, first_round_mode = #tpu<round_mode HalfAwayFromZero>, is_adaptive = false, keepdims = true, kernel_shape = [3, 3], multiplier = 67 : si32, pad_value = 0 : i64, pads = [1, 1, 1, 1], pool_mode = #tpu<pool_mode Avg>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfAwayFromZero>, rshift = 8 : si32, strides = [3, 3]} : (tensor<1x58x8x10x!quant.uniform<i8:f32, 0.028162748031496061>>) -> tensor<1x58x3x4x!quant.uniform<i8:f32, 0.011967459842519686>> loc(#loc3)
    %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x58x3x4x!quant.uniform<i8:f32, 0.011967459842519686>>) -> tensor<1x58x3x4xf32> loc(#loc4)
    return %3 : tensor<1x58x3x4xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("out")
#loc4 = loc("out_f32")

