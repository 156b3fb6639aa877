#loc = loc(unknown)
module @permute_n1_c25_h2_w3_o0213 attributes {module.weight_file = "permute_n1_c25_h2_w3_o0213_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<1x25x2x3xf32> loc(unknown)) -> tensor<1x2x25x3xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<1x25x2x3xf32>) -> tensor<1x25x2x3xf32> loc(#in0)
    %2 = "top.Permute"(%1) {order = [0, 2, 1, 3]} : (tensor<1x25x2x3xf32>) -> tensor<1x2x25x3xf32> loc(#out)
    return %2 : tensor<1x2x25x3xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
