// The quant casts (QuantOps.td, QuantOps.cpp): operand and result type
// constraints, the shape and integer/quantized traits, expressed and storage
// type matches, per-axis checks. Expected first error lines: quant_ops.expected
// (regen.sh).

func.func @a(%arg0: !quant.uniform<i8:f32, 1.0>) {
  %0 = quant.dcast %arg0 : !quant.uniform<i8:f32, 1.0> to f16
  return
}
// -----
func.func @b(%arg0: f32) {
  %0 = quant.qcast %arg0 : f32 to !quant.uniform<i8:f32:0, {1.0, 2.0}>
  return
}
// -----
func.func @c(%arg0: tensor<3xf32>) {
  %0 = quant.qcast %arg0 : tensor<3xf32> to tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>
  return
}
// -----
func.func @d(%arg0: tensor<3xf32>) {
  %0 = quant.qcast %arg0 : tensor<3xf32> to tensor<3x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  return
}
// -----
func.func @e(%arg0: i16) {
  %0 = quant.scast %arg0 : i16 to !quant.uniform<i8:f32, 1.0>
  return
}
// -----
func.func @f(%arg0: i8) {
  %0 = quant.scast %arg0 : i8 to i8
  return
}
// -----
func.func @g(%arg0: tensor<2xf32>) {
  %0 = quant.qcast %arg0 : tensor<2xf32> to tensor<3x!quant.uniform<i8:f32, 1.0>>
  return
}
// -----
func.func @h(%arg0: f32) {
  %0 = quant.dcast %arg0 : f32 to f32
  return
}
// -----
func.func @i(%arg0: tensor<2xf32>) {
  %0 = "quant.qcast"(%arg0) : (tensor<2xf32>) -> tensor<*x!quant.uniform<i8:f32, 1.0>>
  return
}
// -----
func.func @ok(%arg0: tensor<?x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>) {
  %0 = quant.scast %arg0 : tensor<?x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>> to tensor<?x2xi8>
  %1 = quant.dcast %arg0 : tensor<?x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>> to tensor<?x2xf32>
  return
}
