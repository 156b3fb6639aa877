#loc = loc(unknown)
module @concat_n2_c70_h5_w9_n2_c70_h5_w3_a3 attributes {module.weight_file = "concat_n2_c70_h5_w9_n2_c70_h5_w3_a3_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<2x70x5x9xf32> loc(unknown), %arg1: tensor<2x70x5x3xf32> loc(unknown)) -> tensor<2x70x5x12xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<2x70x5x9xf32>) -> tensor<2x70x5x9xf32> loc(#in0)
    %2 = "top.Input"(%arg1) : (tensor<2x70x5x3xf32>) -> tensor<2x70x5x3xf32> loc(#in1)
    %3 = "top.Concat"(%1, %2) {axis = 3 : si32} : (tensor<2x70x5x9xf32>, tensor<2x70x5x3xf32>) -> tensor<2x70x5x12xf32> loc(#out)
    return %3 : tensor<2x70x5x12xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#in1 = loc("in1")
#out = loc("out")
