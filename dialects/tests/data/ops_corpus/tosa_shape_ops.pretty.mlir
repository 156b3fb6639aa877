module {
  func.func @shapes(%arg0: tensor<2x3x4xf32>) -> !tosa.shape<3> {
    %0 = tosa.const_shape  {values = dense<[2, 3, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1 = tosa.const_shape  {values = dense<1> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.add_shape %0, %1 : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
    %3 = tosa.sub_shape %2, %1 : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
    %4 = tosa.mul_shape %3, %0 : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
    %5 = tosa.div_floor_shape %4, %1 : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
    %6 = tosa.div_ceil_shape %5, %1 : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
    %7 = tosa.mod_shape %6, %0 : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
    %8 = tosa.max_shape %7, %0 : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
    %9 = tosa.min_shape %8, %1 : (!tosa.shape<3>, !tosa.shape<3>) -> !tosa.shape<3>
    %10 = tosa.exp2_shape %9 : (!tosa.shape<3>) -> !tosa.shape<3>
    %11 = tosa.log2_ceil_shape %10 : (!tosa.shape<3>) -> !tosa.shape<3>
    %12 = tosa.log2_floor_shape %11 : (!tosa.shape<3>) -> !tosa.shape<3>
    %13 = tosa.dim %arg0 {axis = 1 : i32} : (tensor<2x3x4xf32>) -> !tosa.shape<1>
    %14 = tosa.concat_shape %13, %13 : (!tosa.shape<1>, !tosa.shape<1>) -> !tosa.shape<2>
    %15 = tosa.concat_shape %14, %13 : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<3>
    %16 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %17 = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %18 = tosa.slice_shape %15, %16, %17 : (!tosa.shape<3>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
    %19 = tosa.const_shape  {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
    %20 = tosa.reshape %arg0, %0 : (tensor<2x3x4xf32>, !tosa.shape<3>) -> tensor<2x3x4xf32>
    return %12 : !tosa.shape<3>
  }
}

