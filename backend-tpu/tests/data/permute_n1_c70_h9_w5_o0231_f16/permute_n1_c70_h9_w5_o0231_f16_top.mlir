#loc = loc(unknown)
module @permute_n1_c70_h9_w5_o0231_f16 attributes {module.weight_file = "permute_n1_c70_h9_w5_o0231_f16_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<1x70x9x5xf32> loc(unknown)) -> tensor<1x9x5x70xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<1x70x9x5xf32>) -> tensor<1x70x9x5xf32> loc(#in0)
    %2 = "top.Permute"(%1) {order = [0, 2, 3, 1]} : (tensor<1x70x9x5xf32>) -> tensor<1x9x5x70xf32> loc(#out)
    return %2 : tensor<1x9x5x70xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
