#loc = loc(unknown)
#loc1 = loc("in0")
#loc2 = loc("in1")
module @concat_n2_c33_h7_w5_n2_c33_h4_w5_a2 attributes {module.FLOPs = 0 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0", "in1"], module.mode = "F16", module.outputs = ["out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "concat_n2_c33_h7_w5_n2_c33_h4_w5_a2_tpu_addressed_bm1684x_f16_weight.npz"} {
  module @concat_n2_c33_h7_w5_n2_c33_h4_w5_a2 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 0 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 0 : i64, module.neuron_addr = 4294967296 : i64, module.neuron_size = 36864 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<2x33x7x5xf32> loc(unknown), %arg1: tensor<2x33x4x5xf32> loc(unknown)) -> tensor<2x33x11x5xf32, 4294987776 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<2x33x7x5xf32>) -> tensor<2x33x7x5xf32, 4294975488 : i64> loc(#loc1)
      %1 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<2x33x4x5xf32>) -> tensor<2x33x4x5xf32, 4294967296 : i64> loc(#loc2)
      %2 = call @subfunc_0(%0, %1) : (tensor<2x33x7x5xf32, 4294975488 : i64>, tensor<2x33x4x5xf32, 4294967296 : i64>) -> tensor<2x33x11x5xf32, 4294987776 : i64> loc(#loc)
      return %2 : tensor<2x33x11x5xf32, 4294987776 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<2x33x7x5xf32, 4294975488 : i64> loc("in0"), %arg1: tensor<2x33x4x5xf32, 4294967296 : i64> loc("in1")) -> tensor<2x33x11x5xf32, 4294987776 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "top.None"() : () -> none loc(#loc)
      %1 = "tpu.Group"(%arg1, %arg0) ({
        %2 = "tpu.Load"(%arg1) {do_bcast = false, ginfo = #tpu.lg<out_addr = 32768, out_size = 256, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [2], c_idx = [0], c_slice = [33], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [4], w_idx = [0], w_slice = [5], id = 0, stage = 0, slice_idx = 0, group_type = 4>, is_idx_weight = false, lmem_type = 1 : i64, support_compress = true, use_3ic_optimize = 0 : i64} : (tensor<2x33x4x5xf32, 4294967296 : i64>) -> tensor<2x33x4x5xf32> loc(#loc4)
        %3 = "tpu.Load"(%arg0) {do_bcast = false, ginfo = #tpu.lg<out_addr = 16384, out_size = 384, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [2], c_idx = [0], c_slice = [33], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [7], w_idx = [0], w_slice = [5], id = 1, stage = 1, slice_idx = 0, group_type = 4>, is_idx_weight = false, lmem_type = 1 : i64, support_compress = true, use_3ic_optimize = 0 : i64} : (tensor<2x33x7x5xf32, 4294975488 : i64>) -> tensor<2x33x7x5xf32> loc(#loc5)
        %4 = "tpu.Cast"(%2) {ginfo = #tpu.lg<out_addr = 49152, out_size = 128, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [2], c_idx = [0], c_slice = [33], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [4], w_idx = [0], w_slice = [5], id = 2, stage = 1, slice_idx = 0, group_type = 4>, round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x33x4x5xf32>) -> tensor<2x33x4x5xf16> loc(#loc6)
        %5 = "tpu.Cast"(%3) {ginfo = #tpu.lg<out_addr = 32768, out_size = 256, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [2], c_idx = [0], c_slice = [33], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [7], w_idx = [0], w_slice = [5], id = 3, stage = 1, slice_idx = 0, group_type = 4>, round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x33x7x5xf32>) -> tensor<2x33x7x5xf16> loc(#loc7)
        %6 = "tpu.Concat"(%5, %4) {axis = 2 : si32, do_relu = false, ginfo = #tpu.lg<out_addr = 16768, out_size = 256, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [2], c_idx = [0], c_slice = [33], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [11], w_idx = [0], w_slice = [5], id = 4, stage = 1, slice_idx = 0, group_type = 4>, only_merge = false, relu_limit = -1.000000e+00 : f64} : (tensor<2x33x7x5xf16>, tensor<2x33x4x5xf16>) -> tensor<2x33x11x5xf16> loc(#loc8)
        %7 = "tpu.Cast"(%6) {ginfo = #tpu.lg<out_addr = 0, out_size = 512, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [2], c_idx = [0], c_slice = [33], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [11], w_idx = [0], w_slice = [5], id = 5, stage = 1, slice_idx = 0, group_type = 4>, round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x33x11x5xf16>) -> tensor<2x33x11x5xf32> loc(#loc3)
        %8 = "tpu.Store"(%7, %0) {ginfo = #tpu.lg<out_addr = 0, out_size = 512, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [2], c_idx = [0], c_slice = [33], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [11], w_idx = [0], w_slice = [5], id = 6, stage = 2, slice_idx = 0, group_type = 4>, support_compress = true} : (tensor<2x33x11x5xf32>, none) -> tensor<2x33x11x5xf32, 4294987776 : i64> loc(#loc3)
        "tpu.Yield"(%8) : (tensor<2x33x11x5xf32, 4294987776 : i64>) -> () loc(#loc3)
      }) {core_slice_ncdhw = [], csecs = 1 : i64, dsecs = 1 : i64, flow = [-1, 2, 1, -2, 3, 4, 6, -3, 5, 0], group_type = 4 : i64, hsecs = 1 : i64, nsecs = 1 : i64, other_down_overlap_op = [], other_up_overlap_op = [], run_core_id = [], self_down_overlap_op = [], self_up_overlap_op = [], support_compress = true, swpipl_stage_num = 3 : i64, wsecs = 1 : i64} : (tensor<2x33x4x5xf32, 4294967296 : i64>, tensor<2x33x7x5xf32, 4294975488 : i64>) -> tensor<2x33x11x5xf32, 4294987776 : i64> loc(#loc3)
      return %1 : tensor<2x33x11x5xf32, 4294987776 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc3 = loc("out_f32")
#loc4 = loc("load_1")
#loc5 = loc("load_0")
#loc6 = loc("in1out_f16")
#loc7 = loc("in0out_f16")
#loc8 = loc("out")

