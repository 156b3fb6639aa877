#loc = loc(unknown)
module @mul_n2_c20_h6_w7_by_n2_c20_h1_w1 attributes {module.weight_file = "mul_n2_c20_h6_w7_by_n2_c20_h1_w1_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<2x20x6x7xf32> loc(unknown), %arg1: tensor<2x20x1x1xf32> loc(unknown)) -> tensor<2x20x6x7xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<2x20x6x7xf32>) -> tensor<2x20x6x7xf32> loc(#in0)
    %2 = "top.Input"(%arg1) : (tensor<2x20x1x1xf32>) -> tensor<2x20x1x1xf32> loc(#in1)
    %3 = "top.Mul"(%1, %2) {do_relu = false} : (tensor<2x20x6x7xf32>, tensor<2x20x1x1xf32>) -> tensor<2x20x6x7xf32> loc(#out)
    return %3 : tensor<2x20x6x7xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#in1 = loc("in1")
#out = loc("out")
