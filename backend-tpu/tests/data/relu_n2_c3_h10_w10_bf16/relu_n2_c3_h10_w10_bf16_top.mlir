#loc = loc(unknown)
module @relu_n2_c3_h10_w10_bf16 attributes {module.weight_file = "relu_n2_c3_h10_w10_bf16_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<2x3x10x10xf32> loc(unknown)) -> tensor<2x3x10x10xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<2x3x10x10xf32>) -> tensor<2x3x10x10xf32> loc(#in0)
    %2 = "top.Relu"(%1) : (tensor<2x3x10x10xf32>) -> tensor<2x3x10x10xf32> loc(#out)
    return %2 : tensor<2x3x10x10xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
