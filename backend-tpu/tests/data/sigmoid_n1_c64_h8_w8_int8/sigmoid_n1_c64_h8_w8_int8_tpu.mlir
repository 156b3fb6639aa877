#loc = loc(unknown)
module @sigmoid_n1_c64_h8_w8 attributes {module.FLOPs = 16384 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "sigmoid_n1_c64_h8_w8_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<1x64x8x8xf32> loc(unknown)) -> tensor<1x64x8x8xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<1x64x8x8xf32>) -> tensor<1x64x8x8x!quant.calibrated<f32<-11.6823769:11.6823769>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x64x8x8x!quant.calibrated<f32<-11.6823769:11.6823769>>>) -> tensor<1x64x8x8x!quant.uniform<i8:f32, 0.091987219685039368>> loc(#loc2)
    %2 = "top.Weight"() : () -> tensor<1x1x1x256xui8> loc(#loc3)
    %3 = "tpu.Lut"(%1, %2) : (tensor<1x64x8x8x!quant.uniform<i8:f32, 0.091987219685039368>>, tensor<1x1x1x256xui8>) -> tensor<1x64x8x8x!quant.uniform<u8:f32, 0.0039215686274509803>> loc(#loc4)
    %4 = "tpu.Cast"(%3) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<1x64x8x8x!quant.uniform<u8:f32, 0.0039215686274509803>>) -> tensor<1x64x8x8xf32> loc(#loc5)
    return %4 : tensor<1x64x8x8xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("out_table")
#loc4 = loc("out")
#loc5 = loc("out_f32")

