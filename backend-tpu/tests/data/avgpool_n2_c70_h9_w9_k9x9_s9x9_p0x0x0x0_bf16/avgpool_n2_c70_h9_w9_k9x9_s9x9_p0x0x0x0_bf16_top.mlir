#loc = loc(unknown)
module @avgpool_n2_c70_h9_w9_k9x9_s9x9_p0x0x0x0_bf16 attributes {module.weight_file = "avgpool_n2_c70_h9_w9_k9x9_s9x9_p0x0x0x0_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<2x70x9x9xf32> loc(unknown)) -> tensor<2x70x1x1xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<2x70x9x9xf32>) -> tensor<2x70x9x9xf32> loc(#in0)
    %2 = "top.AvgPool"(%1) {kernel_shape = [9, 9], strides = [9, 9], pads = [0, 0, 0, 0]} : (tensor<2x70x9x9xf32>) -> tensor<2x70x1x1xf32> loc(#out)
    return %2 : tensor<2x70x1x1xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
