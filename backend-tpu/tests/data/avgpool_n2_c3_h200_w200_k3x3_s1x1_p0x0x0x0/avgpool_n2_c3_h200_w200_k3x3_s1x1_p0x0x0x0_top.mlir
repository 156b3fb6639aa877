#loc = loc(unknown)
module @avgpool_n2_c3_h200_w200_k3x3_s1x1_p0x0x0x0 attributes {module.weight_file = "avgpool_n2_c3_h200_w200_k3x3_s1x1_p0x0x0x0_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<2x3x200x200xf32> loc(unknown)) -> tensor<2x3x198x198xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<2x3x200x200xf32>) -> tensor<2x3x200x200xf32> loc(#in0)
    %2 = "top.AvgPool"(%1) {kernel_shape = [3, 3], strides = [1, 1], pads = [0, 0, 0, 0]} : (tensor<2x3x200x200xf32>) -> tensor<2x3x198x198xf32> loc(#out)
    return %2 : tensor<2x3x198x198xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
