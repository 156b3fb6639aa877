#loc = loc(unknown)
#loc1 = loc("in0")
module @maxpool_n1_c1_h150_w150_k150x150_s150x150_p0x0x0x0_f16 attributes {module.FLOPs = 22500 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "F16", module.outputs = ["out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "maxpool_n1_c1_h150_w150_k150x150_s150x150_p0x0x0x0_f16_tpu_addressed_bm1684x_f16_weight.npz"} {
  module @maxpool_n1_c1_h150_w150_k150x150_s150x150_p0x0x0x0_f16 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 0 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 0 : i64, module.neuron_addr = 4294967296 : i64, module.neuron_size = 139264 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x1x150x150xf32> loc(unknown)) -> tensor<1x1x1x1xf32, 4295057408 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x1x150x150xf32>) -> tensor<1x1x150x150xf32, 4294967296 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<1x1x150x150xf32, 4294967296 : i64>) -> tensor<1x1x1x1xf32, 4295057408 : i64> loc(#loc)
      return %1 : tensor<1x1x1x1xf32, 4295057408 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x1x150x150xf32, 4294967296 : i64> loc("in0")) -> tensor<1x1x1x1xf32, 4295057408 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "tpu.Cast"(%arg0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x1x150x150xf32, 4294967296 : i64>) -> tensor<1x1x150x150xf16, 4295057408 : i64> loc(#loc2)
      %1 = "tpu.Pool2D"(%0) {count_include_pad = false, do_relu = false, first_round_mode = #tpu<round_mode HalfAwayFromZero>, is_adaptive = false, keepdims = true, kernel_shape = [150, 150], pad_value = 0 : i64, pads = [0, 0, 0, 0], pool_mode = #tpu<pool_mode Max>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfAwayFromZero>, strides = [150, 150]} : (tensor<1x1x150x150xf16, 4295057408 : i64>) -> tensor<1x1x1x1xf16, 4295102464 : i64> loc(#loc3)
      %2 = "tpu.Cast"(%1) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x1x1x1xf16, 4295102464 : i64>) -> tensor<1x1x1x1xf32, 4295057408 : i64> loc(#loc4)
      return %2 : tensor<1x1x1x1xf32, 4295057408 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("in0out_f16")
#loc3 = loc("out")
#loc4 = loc("out_f32")

