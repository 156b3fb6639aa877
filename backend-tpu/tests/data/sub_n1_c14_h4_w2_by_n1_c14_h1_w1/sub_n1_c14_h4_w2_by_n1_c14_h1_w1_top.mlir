#loc = loc(unknown)
module @sub_n1_c14_h4_w2_by_n1_c14_h1_w1 attributes {module.weight_file = "sub_n1_c14_h4_w2_by_n1_c14_h1_w1_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<1x14x4x2xf32> loc(unknown), %arg1: tensor<1x14x1x1xf32> loc(unknown)) -> tensor<1x14x4x2xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<1x14x4x2xf32>) -> tensor<1x14x4x2xf32> loc(#in0)
    %2 = "top.Input"(%arg1) : (tensor<1x14x1x1xf32>) -> tensor<1x14x1x1xf32> loc(#in1)
    %3 = "top.Sub"(%1, %2) {do_relu = false} : (tensor<1x14x4x2xf32>, tensor<1x14x1x1xf32>) -> tensor<1x14x4x2xf32> loc(#out)
    return %3 : tensor<1x14x4x2xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#in1 = loc("in1")
#out = loc("out")
