#loc = loc(unknown)
#loc1 = loc("in0")
#loc2 = loc("in1")
#loc3 = loc("in2")
module @concat_n1_c16_h5_w14_n1_c16_h5_w13_n1_c16_h5_w7_a3 attributes {module.FLOPs = 0 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0", "in1", "in2"], module.mode = "F32", module.outputs = ["out"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "concat_n1_c16_h5_w14_n1_c16_h5_w13_n1_c16_h5_w7_a3_tpu_addressed_bm1684x_f32_weight.npz"} {
  module @concat_n1_c16_h5_w14_n1_c16_h5_w13_n1_c16_h5_w7_a3 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 0 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 0 : i64, module.neuron_addr = 4294967296 : i64, module.neuron_size = 32768 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x16x5x14xf32> loc(unknown), %arg1: tensor<1x16x5x13xf32> loc(unknown), %arg2: tensor<1x16x5x7xf32> loc(unknown)) -> tensor<1x16x5x34xf32, 4294987776 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x16x5x14xf32>) -> tensor<1x16x5x14xf32, 4294979584 : i64> loc(#loc1)
      %1 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<1x16x5x13xf32>) -> tensor<1x16x5x13xf32, 4294971392 : i64> loc(#loc2)
      %2 = "top.Input"(%arg2) {do_preprocess = false} : (tensor<1x16x5x7xf32>) -> tensor<1x16x5x7xf32, 4294967296 : i64> loc(#loc3)
      %3 = call @subfunc_0(%0, %1, %2) : (tensor<1x16x5x14xf32, 4294979584 : i64>, tensor<1x16x5x13xf32, 4294971392 : i64>, tensor<1x16x5x7xf32, 4294967296 : i64>) -> tensor<1x16x5x34xf32, 4294987776 : i64> loc(#loc)
      return %3 : tensor<1x16x5x34xf32, 4294987776 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x16x5x14xf32, 4294979584 : i64> loc("in0"), %arg1: tensor<1x16x5x13xf32, 4294971392 : i64> loc("in1"), %arg2: tensor<1x16x5x7xf32, 4294967296 : i64> loc("in2")) -> tensor<1x16x5x34xf32, 4294987776 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "tpu.Concat"(%arg0, %arg1, %arg2) {axis = 3 : si32, do_relu = false, only_merge = false, relu_limit = -1.000000e+00 : f64} : (tensor<1x16x5x14xf32, 4294979584 : i64>, tensor<1x16x5x13xf32, 4294971392 : i64>, tensor<1x16x5x7xf32, 4294967296 : i64>) -> tensor<1x16x5x34xf32, 4294987776 : i64> loc(#loc4)
      return %0 : tensor<1x16x5x34xf32, 4294987776 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc4 = loc("out")

