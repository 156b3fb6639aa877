#loc = loc(unknown)
module @add_n1_c16_h9_w9_relu attributes {module.weight_file = "add_n1_c16_h9_w9_relu_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<1x16x9x9xf32> loc(unknown), %arg1: tensor<1x16x9x9xf32> loc(unknown)) -> tensor<1x16x9x9xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<1x16x9x9xf32>) -> tensor<1x16x9x9xf32> loc(#in0)
    %2 = "top.Input"(%arg1) : (tensor<1x16x9x9xf32>) -> tensor<1x16x9x9xf32> loc(#in1)
    %3 = "top.Add"(%1, %2) {do_relu = true} : (tensor<1x16x9x9xf32>, tensor<1x16x9x9xf32>) -> tensor<1x16x9x9xf32> loc(#out)
    return %3 : tensor<1x16x9x9xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#in1 = loc("in1")
#out = loc("out")
