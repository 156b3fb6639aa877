#loc = loc(unknown)
module @clip_n1_c4_h8_w8_0_6 attributes {module.FLOPs = 512 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "F32", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "clip_n1_c4_h8_w8_0_6_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x4x8x8xf32> loc(unknown)) -> tensor<1x4x8x8xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> loc(#loc1)
    %1 = "tpu.Clip"(%0) {max = 6.000000e+00 : f64, min = 0.000000e+00 : f64} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> loc(#loc2)
    return %1 : tensor<1x4x8x8xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("out")

