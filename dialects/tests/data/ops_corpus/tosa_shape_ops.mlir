// CASE: tosa shape ops (TosaShapeOps.td): const_shape, dim, the arithmetic shape ops, concat_shape, slice_shape, and shape operands of tensor ops
func.func @shapes(%t: tensor<2x3x4xf32>) -> !tosa.shape<3> {
  %a = tosa.const_shape {values = dense<[2, 3, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %b = tosa.const_shape {values = dense<1> : tensor<3xindex>} : () -> !tosa.shape<3>
  %0 = tosa.add_shape %a, %b : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
  %1 = tosa.sub_shape %0, %b : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
  %2 = tosa.mul_shape %1, %a : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
  %3 = tosa.div_floor_shape %2, %b : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
  %4 = tosa.div_ceil_shape %3, %b : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
  %5 = tosa.mod_shape %4, %a : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
  %6 = tosa.max_shape %5, %a : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
  %7 = tosa.min_shape %6, %b : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
  %8 = tosa.exp2_shape %7 : (!tosa.shape<3>) -> !tosa.shape<3>
  %9 = tosa.log2_ceil_shape %8 : (!tosa.shape<3>) -> !tosa.shape<3>
  %10 = tosa.log2_floor_shape %9 : (!tosa.shape<3>) -> !tosa.shape<3>
  %11 = tosa.dim %t {axis = 1 : i32} : (tensor<2x3x4xf32>) -> !tosa.shape<1>
  %12 = tosa.concat_shape %11, %11 : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<2>
  %13 = tosa.concat_shape %12, %11 : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<3>
  %s = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = "tosa.const"() {values = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %14 = tosa.slice_shape %13, %s, %n : (!tosa.shape<3>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  %e = tosa.const_shape {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
  %15 = tosa.reshape %t, %a : (tensor<2x3x4xf32>, !tosa.shape<3>) -> tensor<2x3x4xf32>
  return %10 : !tosa.shape<3>
}
