#loc = loc(unknown)
module @concat_n1_c4_h8_w8_n1_c3_h8_w8_a1 attributes {module.weight_file = "concat_n1_c4_h8_w8_n1_c3_h8_w8_a1_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<1x4x8x8xf32> loc(unknown), %arg1: tensor<1x3x8x8xf32> loc(unknown)) -> tensor<1x7x8x8xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> loc(#in0)
    %2 = "top.Input"(%arg1) : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32> loc(#in1)
    %3 = "top.Concat"(%1, %2) {axis = 1 : si32} : (tensor<1x4x8x8xf32>, tensor<1x3x8x8xf32>) -> tensor<1x7x8x8xf32> loc(#out)
    return %3 : tensor<1x7x8x8xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#in1 = loc("in1")
#out = loc("out")
