#loc = loc(unknown)
module @mul_n2_c20_h6_w7_by_n2_c20_h1_w1 attributes {module.FLOPs = 1680 : i64, module.addr_mode = "basic", module.asymmetric = false, module.chip = "bm1684x", module.cores = 1 : i64, module.devices = 1 : i64, module.high_precision = false, module.mode = "INT8", module.platform = "ONNX", module.q_group_size = 0 : i64, module.q_symmetric = false, module.state = "TPU_LOWERED", module.top_run_mode = "STATIC", module.weight_file = "mul_n2_c20_h6_w7_by_n2_c20_h1_w1_tpu_weights.npz"} {
  func.func @main(%arg0: tensor<2x20x6x7xf32> loc(unknown), %arg1: tensor<2x20x1x1xf32> loc(unknown)) -> tensor<2x20x6x7xf32> {
    %0 = "top.Input"(%arg0) {do_preprocess = false} : (tensor<2x20x6x7xf32>) -> tensor<2x20x6x7x!quant.calibrated<f32<-3.7133563000000001:3.7133563000000001>>> loc(#loc1)
    %1 = "tpu.Cast"(%0) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x20x6x7x!quant.calibrated<f32<-3.7133563000000001:3.7133563000000001>>>) -> tensor<2x20x6x7x!quant.uniform<i8:f32, 0.02923902598425197>> loc(#loc2)
    %2 = "top.Input"(%arg1) {do_preprocess = false} : (tensor<2x20x1x1xf32>) -> tensor<2x20x1x1x!quant.calibrated<f32<-2.6419218:2.6419218>>> loc(#loc3)
    %3 = "tpu.Cast"(%2) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x20x1x1x!quant.calibrated<f32<-2.6419218:2.6419218>>>) -> tensor<2x20x1x1x!quant.uniform<i8:f32, 0.020802533858267715>> loc(#loc4)
    %4 = "tpu.Mul"(%1, %3) {do_relu = false, multiplier = 83 : si32, quant_mode = #tpu<rq_mode MultiplierShift>, relu_limit = -1.000000e+00 : f64, rshift = 13 : si32} : (tensor<2x20x6x7x!quant.uniform<i8:f32, 0.02923902598425197>>, tensor<2x20x1x1x!quant.uniform<i8:f32, 0.020802533858267715>>) -> tensor<2x20x6x7x!quant.uniform<i8:f32, 0.060147475590551183>> loc(#loc5)
    %5 = "tpu.Cast"(%4) {round_mode = #tpu<round_mode HalfAwayFromZero>, with_scale = true} : (tensor<2x20x6x7x!quant.uniform<i8:f32, 0.060147475590551183>>) -> tensor<2x20x6x7xf32> loc(#loc6)
    return %5 : tensor<2x20x6x7xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("in0")
#loc2 = loc("in0out_si8")
#loc3 = loc("in1")
#loc4 = loc("in1out_si8")
#loc5 = loc("out")
#loc6 = loc("out_f32")

