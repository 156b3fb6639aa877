#loc = loc(unknown)
module @concat_n1_c16_h5_w4_n1_c16_h5_w13_a3 attributes {module.weight_file = "concat_n1_c16_h5_w4_n1_c16_h5_w13_a3_top_weight.npz", module.platform = "ONNX", module.state = "TOP_F32", module.chip = "ALL", module.top_run_mode = "STATIC"} {
  func.func @main(%arg0: tensor<1x16x5x4xf32> loc(unknown), %arg1: tensor<1x16x5x13xf32> loc(unknown)) -> tensor<1x16x5x17xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) : (tensor<1x16x5x4xf32>) -> tensor<1x16x5x4xf32> loc(#in0)
    %2 = "top.Input"(%arg1) : (tensor<1x16x5x13xf32>) -> tensor<1x16x5x13xf32> loc(#in1)
    %3 = "top.Concat"(%1, %2) {axis = 3 : si32} : (tensor<1x16x5x4xf32>, tensor<1x16x5x13xf32>) -> tensor<1x16x5x17xf32> loc(#out)
    return %3 : tensor<1x16x5x17xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#in0 = loc("in0")
#in1 = loc("in1")
#out = loc("out")
