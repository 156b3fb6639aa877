#loc = loc(unknown)
module @avgpool_n1_c58_h8_w10_k3x3_s3x3_p1x1x1x1 attributes {module.weight_file = "avgpool_n1_c58_h8_w10_k3x3_s3x3_p1x1x1x1_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<1x58x8x10xf32> loc(unknown)) -> tensor<1x58x3x4xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<1x58x8x10xf32>) -> tensor<1x58x8x10xf32> loc(#in0)
    %2 = "top.AvgPool"(%1) {kernel_shape = [3, 3], strides = [3, 3], pads = [1, 1, 1, 1]} : (tensor<1x58x8x10xf32>) -> tensor<1x58x3x4xf32> loc(#out)
    return %2 : tensor<1x58x3x4xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
