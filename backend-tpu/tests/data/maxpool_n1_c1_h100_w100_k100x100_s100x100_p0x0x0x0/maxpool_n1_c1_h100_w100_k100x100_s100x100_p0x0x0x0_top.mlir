#loc = loc(unknown)
module @maxpool_n1_c1_h100_w100_k100x100_s100x100_p0x0x0x0 attributes {module.weight_file = "maxpool_n1_c1_h100_w100_k100x100_s100x100_p0x0x0x0_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<1x1x100x100xf32> loc(unknown)) -> tensor<1x1x1x1xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<1x1x100x100xf32>) -> tensor<1x1x100x100xf32> loc(#in0)
    %2 = "top.MaxPool"(%1) {kernel_shape = [100, 100], strides = [100, 100], pads = [0, 0, 0, 0]} : (tensor<1x1x100x100xf32>) -> tensor<1x1x1x1xf32> loc(#out)
    return %2 : tensor<1x1x1x1xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
