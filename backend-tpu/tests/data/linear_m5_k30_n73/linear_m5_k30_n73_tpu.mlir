#loc = loc(unknown)
module @linear_m5_k30_n73 attributes {module.FLOPs = 22265 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "F32", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "linear_m5_k30_n73_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<5x30xf32> loc(unknown)) -> tensor<5x73xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<5x30xf32>) -> tensor<5x30xf32> loc(#loc1)
    %2 = "top.Weight"() : () -> tensor<30x73xf32> loc(#loc2)
    %3 = "top.Weight"() : () -> tensor<73xf32> loc(#loc3)
    %4 = "tpu.MatMul"(%1, %2, %3, %0, %0) {do_relu = false, dq_type = "NONE", fuse_rq = false, hdim_is_batch = false, input_zp = 0 : i64, is_lora = false, keep_dims = true, left_reuse = 1 : i64, left_transpose = false, multipliers = [1], output_transpose = false, q_group_size = 0 : i64, quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, right_transpose = false, right_zp = 0 : i64, round_mode = #tpu<round_mode HalfAwayFromZero>, rshifts = [0]} : (tensor<5x30xf32>, tensor<30x73xf32>, tensor<73xf32>, none, none) -> tensor<5x73xf32> loc(#loc4)
    return %4 : tensor<5x73xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("w0")
#loc3 = loc("b0")
#loc4 = loc("out")

