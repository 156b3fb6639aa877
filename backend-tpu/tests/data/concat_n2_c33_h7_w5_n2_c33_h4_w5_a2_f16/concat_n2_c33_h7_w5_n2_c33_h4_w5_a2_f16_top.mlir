#loc = loc(unknown)
module @concat_n2_c33_h7_w5_n2_c33_h4_w5_a2 attributes {module.weight_file = "concat_n2_c33_h7_w5_n2_c33_h4_w5_a2_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<2x33x7x5xf32> loc(unknown), %arg1: tensor<2x33x4x5xf32> loc(unknown)) -> tensor<2x33x11x5xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<2x33x7x5xf32>) -> tensor<2x33x7x5xf32> loc(#in0)
    %2 = "top.Input"(%arg1) : (tensor<2x33x4x5xf32>) -> tensor<2x33x4x5xf32> loc(#in1)
    %3 = "top.Concat"(%1, %2) {axis = 2 : si32} : (tensor<2x33x7x5xf32>, tensor<2x33x4x5xf32>) -> tensor<2x33x11x5xf32> loc(#out)
    return %3 : tensor<2x33x11x5xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#in1 = loc("in1")
#out = loc("out")
