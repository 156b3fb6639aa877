#loc = loc(unknown)
module @permute_n2_c5_h6_w7_o0213_bf16 attributes {module.FLOPs = 0 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "BF16", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "permute_n2_c5_h6_w7_o0213_bf16_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<2x5x6x7xf32> loc(unknown)) -> tensor<2x6x5x7xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<2x5x6x7xf32>) -> tensor<2x5x6x7xf32> loc(#loc1)
    %2 = "tpu.Cast"(%1) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x5x6x7xf32>) -> tensor<2x5x6x7xbf16> loc(#loc2)
    %3 = "tpu.Permute"(%2, %0) {order = [0, 2, 1, 3]} : (tensor<2x5x6x7xbf16>, none) -> tensor<2x6x5x7xbf16> loc(#loc3)
    %4 = "tpu.Cast"(%3) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x6x5x7xbf16>) -> tensor<2x6x5x7xf32> loc(#loc4)
    return %4 : tensor<2x6x5x7xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_bf16")
#loc3 = loc("out")
#loc4 = loc("out_f32")

