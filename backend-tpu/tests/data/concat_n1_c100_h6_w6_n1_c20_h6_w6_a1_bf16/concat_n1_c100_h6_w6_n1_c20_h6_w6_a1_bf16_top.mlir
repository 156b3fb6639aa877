#loc = loc(unknown)
module @concat_n1_c100_h6_w6_n1_c20_h6_w6_a1 attributes {module.weight_file = "concat_n1_c100_h6_w6_n1_c20_h6_w6_a1_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<1x100x6x6xf32> loc(unknown), %arg1: tensor<1x20x6x6xf32> loc(unknown)) -> tensor<1x120x6x6xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<1x100x6x6xf32>) -> tensor<1x100x6x6xf32> loc(#in0)
    %2 = "top.Input"(%arg1) : (tensor<1x20x6x6xf32>) -> tensor<1x20x6x6xf32> loc(#in1)
    %3 = "top.Concat"(%1, %2) {axis = 1 : si32} : (tensor<1x100x6x6xf32>, tensor<1x20x6x6xf32>) -> tensor<1x120x6x6xf32> loc(#out)
    return %3 : tensor<1x120x6x6xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#in1 = loc("in1")
#out = loc("out")
