#loc = loc(unknown)
module @relu_n1_c11_h5_w15_f16 attributes {module.weight_file = "relu_n1_c11_h5_w15_f16_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<1x11x5x15xf32> loc(unknown)) -> tensor<1x11x5x15xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<1x11x5x15xf32>) -> tensor<1x11x5x15xf32> loc(#in0)
    %2 = "top.Relu"(%1) : (tensor<1x11x5x15xf32>) -> tensor<1x11x5x15xf32> loc(#out)
    return %2 : tensor<1x11x5x15xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#out = loc("out")
