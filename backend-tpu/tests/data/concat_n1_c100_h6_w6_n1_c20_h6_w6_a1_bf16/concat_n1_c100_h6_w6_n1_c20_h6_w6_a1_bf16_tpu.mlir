#loc = loc(unknown)
module @concat_n1_c100_h6_w6_n1_c20_h6_w6_a1 attributes {module.FLOPs = 0 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "BF16", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "concat_n1_c100_h6_w6_n1_c20_h6_w6_a1_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x100x6x6xf32> loc(unknown), %arg1: tensor<1x20x6x6xf32> loc(unknown)) -> tensor<1x120x6x6xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x100x6x6xf32>) -> tensor<1x100x6x6xf32> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x100x6x6xf32>) -> tensor<1x100x6x6xbf16> loc(#loc2)
    %2 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<1x20x6x6xf32>) -> tensor<1x20x6x6xf32> loc(#loc3)
    %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x20x6x6xf32>) -> tensor<1x20x6x6xbf16> loc(#loc4)
    %4 = "tpu.Concat"(%1, %3) {axis = 1 : si32, do_relu = false, only_merge = false, relu_limit = -1.000000e+00 : f64} : (tensor<1x100x6x6xbf16>, tensor<1x20x6x6xbf16>) -> tensor<1x120x6x6xbf16> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x120x6x6xbf16>) -> tensor<1x120x6x6xf32> loc(#loc6)
    return %5 : tensor<1x120x6x6xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_bf16")
#loc3 = loc("in1")
#loc4 = loc("in1out_bf16")
#loc5 = loc("out")
#loc6 = loc("out_f32")

