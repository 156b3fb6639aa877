#loc = loc(unknown)
module @permute_n2_c5_h6_w7_o0213_bf16 attributes {module.weight_file = "permute_n2_c5_h6_w7_o0213_bf16_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<2x5x6x7xf32> loc(unknown)) -> tensor<2x6x5x7xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<2x5x6x7xf32>) -> tensor<2x5x6x7xf32> loc(#in0)
    %2 = "top.Permute"(%1) {order = [0, 2, 1, 3]} : (tensor<2x5x6x7xf32>) -> tensor<2x6x5x7xf32> loc(#out)
    return %2 : tensor<2x6x5x7xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
