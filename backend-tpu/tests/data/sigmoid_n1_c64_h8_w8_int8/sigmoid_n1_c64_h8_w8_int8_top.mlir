#loc = loc(unknown)
module @sigmoid_n1_c64_h8_w8 attributes {module.weight_file = "sigmoid_n1_c64_h8_w8_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<1x64x8x8xf32> loc(unknown)) -> tensor<1x64x8x8xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32> loc(#in0)
    %2 = "top.Sigmoid"(%1) : (tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32> loc(#out)
    return %2 : tensor<1x64x8x8xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
