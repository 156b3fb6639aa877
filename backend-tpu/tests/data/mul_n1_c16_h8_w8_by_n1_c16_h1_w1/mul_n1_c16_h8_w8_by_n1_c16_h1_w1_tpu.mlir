#loc = loc(unknown)
module @mul_n1_c16_h8_w8_by_n1_c16_h1_w1 attributes {module.FLOPs = 1024 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "F32", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "mul_n1_c16_h8_w8_by_n1_c16_h1_w1_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x16x8x8xf32> loc(unknown), %arg1: tensor<1x16x1x1xf32> loc(unknown)) -> tensor<1x16x8x8xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32> loc(#loc1)
    %1 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32> loc(#loc2)
    %2 = "tpu.Mul"(%0, %1) {do_relu = false, is_scalar = false, multiplier = 1 : si32, quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, rshift = 0 : si32} : (tensor<1x16x8x8xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x8x8xf32> loc(#loc3)
    return %2 : tensor<1x16x8x8xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in1")
#loc3 = loc("out")

