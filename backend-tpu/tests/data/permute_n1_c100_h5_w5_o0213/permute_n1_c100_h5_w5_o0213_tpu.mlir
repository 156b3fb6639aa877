#loc = loc(unknown)
module @permute_n1_c100_h5_w5_o0213 attributes {module.FLOPs = 0 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "permute_n1_c100_h5_w5_o0213_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x100x5x5xf32> loc(unknown)) -> tensor<1x5x100x5xf32> {
    %0 = "top.None"() : () -> none loc(#loc)
    %1 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x100x5x5xf32>) -> tensor<1x100x5x5x!quant.calibrated<f32<-3.4284880000000002:3.4284880000000002>>> loc(#loc1)
    %2 = "tpu.Cast"(%1) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x100x5x5x!quant.calibrated<f32<-3.4284880000000002:3.4284880000000002>>>) -> tensor<1x100x5x5x!quant.uniform<i8:f32, 0.026995968503937009>> loc(#loc2)
    %3 = "tpu.Permute"(%2, %0) {order = [0, 2, 1, 3]} : (tensor<1x100x5x5x!quant.uniform<i8:f32, 0.026995968503937009>>, none) -> tensor<1x5x100x5x!quant.uniform<i8:f32, 0.026995968503937009>> loc(#loc3)
    %4 = "tpu.Cast"(%3) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x5x100x5x!quant.uniform<i8:f32, 0.026995968503937009>>) -> tensor<1x5x100x5xf32> loc(#loc4)
    return %4 : tensor<1x5x100x5xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("out")
#loc4 = loc("out_f32")

