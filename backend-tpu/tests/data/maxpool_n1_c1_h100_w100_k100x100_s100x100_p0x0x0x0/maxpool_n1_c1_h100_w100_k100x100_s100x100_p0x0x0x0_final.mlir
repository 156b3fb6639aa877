#loc = loc(unknown)
#loc1 = loc("in0")
module @maxpool_n1_c1_h100_w100_k100x100_s100x100_p0x0x0x0 attributes {module.FLOPs = 10000 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "F32", module.outputs = ["out"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "maxpool_n1_c1_h100_w100_k100x100_s100x100_p0x0x0x0_tpu_addressed_bm1684x_f32_weight.npz"} {
  module @maxpool_n1_c1_h100_w100_k100x100_s100x100_p0x0x0x0 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 0 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 0 : i64, module.neuron_addr = 4294967296 : i64, module.neuron_size = 45056 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x1x100x100xf32> loc(unknown)) -> tensor<1x1x1x1xf32, 4295008256 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x1x100x100xf32>) -> tensor<1x1x100x100xf32, 4294967296 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<1x1x100x100xf32, 4294967296 : i64>) -> tensor<1x1x1x1xf32, 4295008256 : i64> loc(#loc)
      return %1 : tensor<1x1x1x1xf32, 4295008256 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x1x100x100xf32, 4294967296 : i64> loc("in0")) -> tensor<1x1x1x1xf32, 4295008256 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "tpu.Pool2D"(%arg0) {count_include_pad = false, do_relu = false, first_round_mode = #tpu<round_mode HalfAwayFromZero>, is_adaptive = false, keepdims = true, kernel_shape = [100, 100], pad_value = 0 : i64, pads = [0, 0, 0, 0], pool_mode = #tpu<pool_mode Max>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfAwayFromZero>, strides = [100, 100]} : (tensor<1x1x100x100xf32, 4294967296 : i64>) -> tensor<1x1x1x1xf32, 4295008256 : i64> loc(#loc2)
      return %0 : tensor<1x1x1x1xf32, 4295008256 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("out")

