#loc = loc(unknown)
#loc1 = loc("in0")
module @sigmoid_n1_c4_h8_w8 attributes {module.FLOPs = 1024 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.inputs = ["in0"], module.mode = "INT8", module.outputs = ["out_f32"], module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_ADDRESSED", module.top_run_mode = "STATIC", module.weight_file = "sigmoid_n1_c4_h8_w8_tpu_addressed_bm1684x_int8_sym_weight.npz"} {
  module @sigmoid_n1_c4_h8_w8 attributes {module.coeff_addr = 4294967296 : i64, module.coeff_size = 4096 : i64, module.device_id = 0 : i64, module.dynamic_coeff_offset = 4096 : i64, module.neuron_addr = 4294971392 : i64, module.neuron_size = 8192 : i64, module.step = 0 : i64} {
    func.func @main(%arg0: tensor<1x4x8x8xf32> loc(unknown)) -> tensor<1x4x8x8xf32, 4294975488 : i64> {
      %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8x!quant.calibrated<f32<-7.5497512999999996:7.5497512999999996>>, 4294971392 : i64> loc(#loc1)
      %1 = call @subfunc_0(%0) : (tensor<1x4x8x8x!quant.calibrated<f32<-7.5497512999999996:7.5497512999999996>>, 4294971392 : i64>) -> tensor<1x4x8x8xf32, 4294975488 : i64> loc(#loc)
      return %1 : tensor<1x4x8x8xf32, 4294975488 : i64> loc(#loc)
    } loc(#loc)
    func.func @subfunc_0(%arg0: tensor<1x4x8x8x!quant.calibrated<f32<-7.5497512999999996:7.5497512999999996>>, 4294971392 : i64> loc("in0")) -> tensor<1x4x8x8xf32, 4294975488 : i64> attributes {id = 0 : i64, mode = #tpu<run_mode TPU_STATIC>, next_index = array<i32: -1>} {
      %0 = "top.None"() : () -> none loc(#loc)
      %1 = "top.Weight"() {path = "tpu.Lut.1"} : () -> tensor<1x1x1x256xui8, 4294967296 : i64> loc(#loc2)
      %2 = "tpu.Group"(%arg0) ({
        %3 = "tpu.Load"(%arg0) {do_bcast = false, ginfo = #tpu.lg<out_addr = 49152, out_size = 256, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [4], c_idx = [0], c_slice = [8], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [8], w_idx = [0], w_slice = [1], id = 0, stage = 0, slice_idx = 0, group_type = 2>, is_idx_weight = false, lmem_type = 1 : i64, support_compress = true, use_3ic_optimize = 0 : i64} : (tensor<1x4x8x8x!quant.calibrated<f32<-7.5497512999999996:7.5497512999999996>>, 4294971392 : i64>) -> tensor<1x4x8x8x!quant.calibrated<f32<-7.5497512999999996:7.5497512999999996>>> loc(#loc4)
        %4 = "tpu.Load"(%1) {do_bcast = true, ginfo = #tpu.lg<out_addr = 16384, out_size = 256, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [1], c_idx = [0], c_slice = [1], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [256], w_idx = [0], w_slice = [1], id = 1, stage = 1, slice_idx = 0, group_type = 2>, is_idx_weight = false, lmem_type = 0 : i64, support_compress = true, use_3ic_optimize = 0 : i64} : (tensor<1x1x1x256xui8, 4294967296 : i64>) -> tensor<1x1x1x256xui8> loc(#loc5)
        %5 = "tpu.Cast"(%3) {ginfo = #tpu.lg<out_addr = 0, out_size = 256, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [4], c_idx = [0], c_slice = [8], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [8], w_idx = [0], w_slice = [1], id = 2, stage = 1, slice_idx = 0, group_type = 2>, round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x4x8x8x!quant.calibrated<f32<-7.5497512999999996:7.5497512999999996>>>) -> tensor<1x4x8x8x!quant.uniform<i8:f32, 0.059446860629921258>> loc(#loc6)
        %6 = "tpu.Lut"(%5, %4) {ginfo = #tpu.lg<out_addr = 32768, out_size = 256, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [4], c_idx = [0], c_slice = [8], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [8], w_idx = [0], w_slice = [1], id = 3, stage = 1, slice_idx = 0, group_type = 2>} : (tensor<1x4x8x8x!quant.uniform<i8:f32, 0.059446860629921258>>, tensor<1x1x1x256xui8>) -> tensor<1x4x8x8x!quant.uniform<u8:f32, 0.0039215686274509803>> loc(#loc7)
        %7 = "tpu.Cast"(%6) {ginfo = #tpu.lg<out_addr = 16640, out_size = 256, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [4], c_idx = [0], c_slice = [8], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [8], w_idx = [0], w_slice = [1], id = 4, stage = 1, slice_idx = 0, group_type = 2>, round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x4x8x8x!quant.uniform<u8:f32, 0.0039215686274509803>>) -> tensor<1x4x8x8xf32> loc(#loc3)
        %8 = "tpu.Store"(%7, %0) {ginfo = #tpu.lg<out_addr = 16640, out_size = 256, buffer_addr = 0, buffer_size = 0, eu_align = true, can_merge = false, in_hslice_offset = [], n_idx = [0], n_slice = [4], c_idx = [0], c_slice = [8], d_idx = [0], d_slice = [1], h_idx = [0], h_slice = [8], w_idx = [0], w_slice = [1], id = 5, stage = 2, slice_idx = 0, group_type = 2>, support_compress = true} : (tensor<1x4x8x8xf32>, none) -> tensor<1x4x8x8xf32, 4294975488 : i64> loc(#loc3)
        "tpu.Yield"(%8) : (tensor<1x4x8x8xf32, 4294975488 : i64>) -> () loc(#loc3)
      }) {core_slice_ncdhw = [], csecs = 1 : i64, dsecs = 1 : i64, flow = [-1, 2, 1, 5, -2, 3, -3, 4, 0], group_type = 2 : i64, hsecs = 1 : i64, nsecs = 1 : i64, other_down_overlap_op = [], other_up_overlap_op = [], run_core_id = [], self_down_overlap_op = [], self_up_overlap_op = [], support_compress = true, swpipl_stage_num = 3 : i64, wsecs = 1 : i64} : (tensor<1x4x8x8x!quant.calibrated<f32<-7.5497512999999996:7.5497512999999996>>, 4294971392 : i64>) -> tensor<1x4x8x8xf32, 4294975488 : i64> loc(#loc3)
      return %2 : tensor<1x4x8x8xf32, 4294975488 : i64> loc(#loc)
    } loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("out_table")
#loc3 = loc("out_f32")
#loc4 = loc("load_0")
#loc5 = loc("load_out_table")
#loc6 = loc("in0out_si8")
#loc7 = loc("out")

