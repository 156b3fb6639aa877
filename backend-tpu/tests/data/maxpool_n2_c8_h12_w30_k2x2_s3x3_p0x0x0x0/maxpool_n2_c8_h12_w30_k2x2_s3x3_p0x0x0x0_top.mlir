#loc = loc(unknown)
module @maxpool_n2_c8_h12_w30_k2x2_s3x3_p0x0x0x0 attributes {module.weight_file = "maxpool_n2_c8_h12_w30_k2x2_s3x3_p0x0x0x0_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<2x8x12x30xf32> loc(unknown)) -> tensor<2x8x4x10xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<2x8x12x30xf32>) -> tensor<2x8x12x30xf32> loc(#in0)
    %2 = "top.MaxPool"(%1) {kernel_shape = [2, 2], strides = [3, 3], pads = [0, 0, 0, 0]} : (tensor<2x8x12x30xf32>) -> tensor<2x8x4x10xf32> loc(#out)
    return %2 : tensor<2x8x4x10xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
