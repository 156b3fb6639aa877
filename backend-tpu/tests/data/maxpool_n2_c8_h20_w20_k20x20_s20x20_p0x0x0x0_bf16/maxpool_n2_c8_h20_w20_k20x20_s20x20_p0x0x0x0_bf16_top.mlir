#loc = loc(unknown)
module @maxpool_n2_c8_h20_w20_k20x20_s20x20_p0x0x0x0_bf16 attributes {module.weight_file = "maxpool_n2_c8_h20_w20_k20x20_s20x20_p0x0x0x0_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<2x8x20x20xf32> loc(unknown)) -> tensor<2x8x1x1xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<2x8x20x20xf32>) -> tensor<2x8x20x20xf32> loc(#in0)
    %2 = "top.MaxPool"(%1) {kernel_shape = [20, 20], strides = [20, 20], pads = [0, 0, 0, 0]} : (tensor<2x8x20x20xf32>) -> tensor<2x8x1x1xf32> loc(#out)
    return %2 : tensor<2x8x1x1xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
