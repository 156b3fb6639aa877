#loc = loc(unknown)
#loc1 = loc("in0")
module @avgpool_n2_c70_h9_w9_k9x9_s9x9_p0x0x0x0_bf16 attributes {module.FLOPs = 11340 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "BF16", module.outputs = ["out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "avgpool_n2_c70_h9_w9_k9x9_s9x9_p0x0x0x0_bf16_tpu_addressed_bm1684x_bf16_weight.npz"} {
  module @avgpool_n2_c70_h9_w9_k9x9_s9x9_p0x0x0x0_bf16 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 0 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 0 : i64, module.neuron_addr = 4294967296 : i64, module.neuron_size = 53248 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<2x70x9x9xf32> loc(unknown)) -> tensor<2x70x1x1xf32, 4295016448 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<2x70x9x9xf32>) -> tensor<2x70x9x9xf32, 4294967296 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<2x70x9x9xf32, 4294967296 : i64>) -> tensor<2x70x1x1xf32, 4295016448 : i64> loc(#loc)
      return %1 : tensor<2x70x1x1xf32, 4295016448 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<2x70x9x9xf32, 4294967296 : i64> loc("in0")) -> tensor<2x70x1x1xf32, 4295016448 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "top.None"() : () -> none loc(#loc)
      %1 = "tpu.Group"(%arg0) ({
        %2 = "tpu.Load"(%arg0) {do_bcast = false, ginfo = #tpu.lg<out_addr = 0, out_size = 1536, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [2], c_idx = [0], c_slice = [70], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [9], w_idx = [0], w_slice = [9], id = 0, stage = 0, slice_idx = 0, group_type = 0>, is_idx_weight = false, lmem_type = 1 : i64, support_compress = true, use_3ic_optimize = 0 : i64} : (tensor<2x70x9x9xf32, 4294967296 : i64>) -> tensor<2x70x9x9xf32> loc(#loc3)
        %3 = "tpu.Cast"(%2) {ginfo = #tpu.lg<out_addr = 16384, out_size = 768, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [2], c_idx = [0], c_slice = [70], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [9], w_idx = [0], w_slice = [9], id = 1, stage = 1, slice_idx = 0, group_type = 0>, round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x70x9x9xf32>) -> tensor<2x70x9x9xbf16> loc(#loc4)
        %4 = "tpu.Pool2D"(%3) {count_include_pad = false, do_relu = false, first_round_mode = #tpu<round_mode HalfAwayFromZero>, ginfo = #tpu.lg<out_addr = 17152, out_size = 256, buffer_addr = 1536, buffer_size = 256, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [2], c_idx = [0], c_slice = [70], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [1], w_idx = [0], w_slice = [1], id = 2, stage = 1, slice_idx = 0, group_type = 0>, is_adaptive = false, keepdims = true, kernel_shape = [9, 9], pad_value = 0 : i64, pads = [0, 0, 0, 0], pool_mode = #tpu<pool_mode Avg>, relu_limit = -1.000000e+00 : f64, round_mode = #tpu<round_mode HalfAwayFromZero>, strides = [9, 9]} : (tensor<2x70x9x9xbf16>) -> tensor<2x70x1x1xbf16> loc(#loc5)
        %5 = "tpu.Cast"(%4) {ginfo = #tpu.lg<out_addr = 32768, out_size = 256, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [2], c_idx = [0], c_slice = [70], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [1], w_idx = [0], w_slice = [1], id = 3, stage = 1, slice_idx = 0, group_type = 0>, round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x70x1x1xbf16>) -> tensor<2x70x1x1xf32> loc(#loc2)
        %6 = "tpu.Store"(%5, %0) {ginfo = #tpu.lg<out_addr = 32768, out_size = 256, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [2], c_idx = [0], c_slice = [70], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [1], w_idx = [0], w_slice = [1], id = 4, stage = 2, slice_idx = 0, group_type = 0>, support_compress = true} : (tensor<2x70x1x1xf32>, none) -> tensor<2x70x1x1xf32, 4295016448 : i64> loc(#loc2)
        "tpu.Yield"(%6) : (tensor<2x70x1x1xf32, 4295016448 : i64>) -> () loc(#loc2)
      }) {core_slice_ncdhw = [], csecs = 1 : i64, dsecs = 1 : i64, flow = [-1, 1, 2, 4, -2, 3, 0], group_type = 0 : i64, hsecs = 1 : i64, nsecs = 1 : i64, other_down_overlap_op = [], other_up_overlap_op = [], run_core_id = [], self_down_overlap_op = [], self_up_overlap_op = [], support_compress = true, swpipl_stage_num = 3 : i64, wsecs = 1 : i64} : (tensor<2x70x9x9xf32, 4294967296 : i64>) -> tensor<2x70x1x1xf32, 4295016448 : i64> loc(#loc2)
      return %1 : tensor<2x70x1x1xf32, 4295016448 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("out_f32")
#loc3 = loc("load_0")
#loc4 = loc("in0out_bf16")
#loc5 = loc("out")

