#loc = loc(unknown)
module @clip_n1_c11_h5_w15_0_6_bf16 attributes {module.weight_file = "clip_n1_c11_h5_w15_0_6_bf16_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<1x11x5x15xf32> loc(unknown)) -> tensor<1x11x5x15xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<1x11x5x15xf32>) -> tensor<1x11x5x15xf32> loc(#in0)
    %2 = "top.Clip"(%1) {max = 6.0 : f64, min = 0.0 : f64} : (tensor<1x11x5x15xf32>) -> tensor<1x11x5x15xf32> loc(#out)
    return %2 : tensor<1x11x5x15xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
