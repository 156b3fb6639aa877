#loc = loc(unknown)
#loc1 = loc("in0")
module @conv_relu_pool_n1_c3_h224_w224_oc16_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0 attributes {module.FLOPs = 45760512 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "F32", module.outputs = ["out"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "conv_relu_pool_n1_c3_h224_w224_oc16_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0_tpu_addressed_bm1684x_f32_weight.npz"} {
  module @conv_relu_pool_n1_c3_h224_w224_oc16_k3x3_s1x1_p1x1x1x1_pool_k2x2_s2x2_p0x0x0x0 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 8192 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 8192 : i64, module.neuron_addr = 4294975488 : i64, module.neuron_size = 1404928 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x3x224x224xf32> loc(unknown)) -> tensor<1x16x112x112xf32, 4295577600 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x3x224x224xf32>) -> tensor<1x3x224x224xf32, 4294975488 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<1x3x224x224xf32, 4294975488 : i64>) -> tensor<1x16x112x112xf32, 4295577600 : i64> loc(#loc)
      return %1 : tensor<1x16x112x112xf32, 4295577600 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x3x224x224xf32, 4294975488 : i64> loc("in0")) -> tensor<1x16x112x112xf32, 4295577600 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "top.None"() : () -> none loc(#loc)
      %1 = "top.Weight"() {path = "tpu.Conv2D.bias"} : () -> tensor<1x16x1x1xf32, 4294967296 : i64> loc(#loc2)
      %2 = "top.Weight"() {path = "tpu.Conv2D.weight"} : () -> tensor<1x16x3x9xf32, 4294971392 : i64> loc(#loc3)
      %3 = "tpu.Group"(%arg0) ({
        %4 = "tpu.Load"(%arg0) {do_bcast = false, ginfo = #tpu.lg<out_addr = 0, out_size = 101248, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [1], c_idx = [0], c_slice = [3], d_idx = [0], d_slice = [1], h_idx = [0, 111], h_slice = [113, 113], w_idx = [0], w_slice = [224], id = 0, stage = 0, slice_idx = 0, group_type = 0>, is_idx_weight = false, lmem_type = 1 : i64, support_compress = true, use_3ic_optimize = 0 : i64} : (tensor<1x3x224x224xf32, 4294975488 : i64>) -> tensor<1x3x224x224xf32> loc(#loc5)
        %5 = "tpu.Load"(%2) {do_bcast = false, ginfo = #tpu.lg<out_addr = 101248, out_size = 108, buffer_addr = 0, buffer_size = 0, eu_align = false, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [1], c_idx = [0], c_slice = [16], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [3], w_idx = [0], w_slice = [9], id = 1, stage = 0, slice_idx = 0, group_type = 0>, is_idx_weight = false, lmem_type = 0 : i64, support_compress = true, use_3ic_optimize = 0 : i64} : (tensor<1x16x3x9xf32, 4294971392 : i64>) -> tensor<1x16x3x9xf32> loc(#loc6)
        %6 = "tpu.Load"(%1) {do_bcast = false, ginfo = #tpu.lg<out_addr = 101376, out_size = 4, buffer_addr = 0, buffer_size = 0, eu_align = false, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [1], c_idx = [0], c_slice = [16], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [1], w_idx = [0], w_slice = [1], id = 2, stage = 0, slice_idx = 0, group_type = 0>, is_idx_weight = false, lmem_type = 0 : i64, support_compress = true, use_3ic_optimize = 0 : i64} : (tensor<1x16x1x1xf32, 4294967296 : i64>) -> tensor<1x16x1x1xf32> loc(#loc7)
        %7 = "tpu.Conv2D"(%4, %5, %6) {coeff_merged = false, dilations = [1, 1], do_relu = true, dynweight_reorderd = false, ginfo = #tpu.lg<out_addr = 114688, out_size = 100352, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [1], c_idx = [0], c_slice = [16], d_idx = [0], d_slice = [1], h_idx = [0, 112], h_slice = [112, 112], w_idx = [0], w_slice = [224], id = 3, stage = 1, slice_idx = 0, group_type = 0>, group = 1 : i64, kernel_shape = [3, 3], kernel_zp = 0 : i64, pads = [1, 1, 1, 1], quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfUp>, strides = [1, 1], support_compress = true, use_3ic_optimize = 0 : i64, weight_is_coeff = 1 : i64, with_bias = true} : (tensor<1x3x224x224xf32>, tensor<1x16x3x9xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x224x224xf32> loc(#loc8)
        %8 = "tpu.Pool2D"(%7) {count_include_pad = false, do_relu = false, first_round_mode = #tpu<round_mode HalfAwayFromZero>, ginfo = #tpu.lg<out_addr = 229376, out_size = 25088, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [1], c_idx = [0], c_slice = [16], d_idx = [0], d_slice = [1], h_idx = [0, 56], h_slice = [56, 56], w_idx = [0], w_slice = [112], id = 4, stage = 1, slice_idx = 0, group_type = 0>, is_adaptive = false, keepdims = true, kernel_shape = [2, 2], pad_value = 0 : i64, pads = [0, 0, 0, 0], pool_mode = #tpu<pool_mode Max>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfAwayFromZero>, strides = [2, 2]} : (tensor<1x16x224x224xf32>) -> tensor<1x16x112x112xf32> loc(#loc4)
        %9 = "tpu.Store"(%8, %0) {ginfo = #tpu.lg<out_addr = 229376, out_size = 25088, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [1], c_idx = [0], c_slice = [16], d_idx = [0], d_slice = [1], h_idx = [0, 56], h_slice = [56, 56], w_idx = [0], w_slice = [112], id = 5, stage = 2, slice_idx = 0, group_type = 0>, support_compress = true} : (tensor<1x16x112x112xf32>, none) -> tensor<1x16x112x112xf32, 4295577600 : i64> loc(#loc4)
        "tpu.Yield"(%9) : (tensor<1x16x112x112xf32, 4295577600 : i64>) -> () loc(#loc4)
      }) {core_slice_ncdhw = [], csecs = 1 : i64, dsecs = 1 : i64, flow = [-1, 3, 5, -2, 4, 0, 1, 2], group_type = 0 : i64, hsecs = 2 : i64, nsecs = 1 : i64, other_down_overlap_op = [], other_up_overlap_op = [], run_core_id = [], self_down_overlap_op = [], self_up_overlap_op = [], support_compress = true, swpipl_stage_num = 3 : i64, wsecs = 1 : i64} : (tensor<1x3x224x224xf32, 4294975488 : i64>) -> tensor<1x16x112x112xf32, 4295577600 : i64> loc(#loc4)
      return %3 : tensor<1x16x112x112xf32, 4295577600 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("b0")
#loc3 = loc("w0")
#loc4 = loc("out")
#loc5 = loc("load_0")
#loc6 = loc("load_w0")
#loc7 = loc("load_b0")
#loc8 = loc("r0")

