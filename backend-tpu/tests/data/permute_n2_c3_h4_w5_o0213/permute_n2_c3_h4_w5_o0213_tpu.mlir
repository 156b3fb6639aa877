#loc = loc(unknown)
module @permute_n2_c3_h4_w5_o0213 attributes {module.FLOPs = 0 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "F32", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "permute_n2_c3_h4_w5_o0213_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<2x3x4x5xf32> loc(unknown)) -> tensor<2x4x3x5xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> loc(#loc1)
    %2 = "tpu.Permute"(%1, %0) {order = [0, 2, 1, 3]} : (tensor<2x3x4x5xf32>, none) -> tensor<2x4x3x5xf32> loc(#loc2)
    return %2 : tensor<2x4x3x5xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("out")

