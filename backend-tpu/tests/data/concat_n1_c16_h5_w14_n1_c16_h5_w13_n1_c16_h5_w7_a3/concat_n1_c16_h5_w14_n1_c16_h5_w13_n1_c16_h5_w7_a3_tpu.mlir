#loc = loc(unknown)
module @concat_n1_c16_h5_w14_n1_c16_h5_w13_n1_c16_h5_w7_a3 attributes {module.FLOPs = 0 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "F32", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "concat_n1_c16_h5_w14_n1_c16_h5_w13_n1_c16_h5_w7_a3_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x16x5x14xf32> loc(unknown), %arg1: tensor<1x16x5x13xf32> loc(unknown), %arg2: tensor<1x16x5x7xf32> loc(unknown)) -> tensor<1x16x5x34xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x16x5x14xf32>) -> tensor<1x16x5x14xf32> loc(#loc1)
    %1 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<1x16x5x13xf32>) -> tensor<1x16x5x13xf32> loc(#loc2)
    %2 = "top.Input"(%arg2) {do_preprocess = false} : (tensor<1x16x5x7xf32>) -> tensor<1x16x5x7xf32> loc(#loc3)
    %3 = "tpu.Concat"(%0, %1, %2) {axis = 3 : si32, do_relu = false, only_merge = false, relu_limit = -1.000000e+00 : f64} : (tensor<1x16x5x14xf32>, tensor<1x16x5x13xf32>, tensor<1x16x5x7xf32>) -> tensor<1x16x5x34xf32> loc(#loc4)
    return %3 : tensor<1x16x5x34xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in1")
#loc3 = loc("in2")
#loc4 = loc("out")

