// TOSA corpus case mlp (made by gen.py).
func.func @mlp(%arg0: tensor<2x8xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.const"() <{values = dense<[[[0.5625, -2.0, 1.0625, 0.625, -0.125, -1.625], [-1.9375, -0.625, -0.875, -0.8125, -1.3125, 0.125], [0.5625, -1.125, -0.75, -0.625, 2.0, -1.75], [-1.875, 1.9375, 1.1875, 0.25, -0.0625, 0.3125], [0.5625, 1.1875, 1.0625, 0.4375, -0.5, -0.875], [-0.125, 0.8125, -1.0, -0.3125, 1.375, -0.25], [-0.75, -1.5, 1.8125, 0.75, -0.75, -0.25], [1.125, -1.1875, -1.875, 1.125, -1.1875, -1.25]]]> : tensor<1x8x6xf32>}> : () -> tensor<1x8x6xf32>
  %1 = "tosa.const"() <{values = dense<[[0.375, -1.4375, 1.1875, 0.8125, -0.0625, 1.8125]]> : tensor<1x6xf32>}> : () -> tensor<1x6xf32>
  %2 = tosa.const_shape {values = dense<[1, 2, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %3 = tosa.reshape %arg0, %2 : (tensor<2x8xf32>, !tosa.shape<3>) -> tensor<1x2x8xf32>
  %4 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %5 = tosa.matmul %3, %0, %4, %4 : (tensor<1x2x8xf32>, tensor<1x8x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x6xf32>
  %6 = tosa.const_shape {values = dense<[2, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %7 = tosa.reshape %5, %6 : (tensor<1x2x6xf32>, !tosa.shape<2>) -> tensor<2x6xf32>
  %8 = tosa.add %7, %1 : (tensor<2x6xf32>, tensor<1x6xf32>) -> tensor<2x6xf32>
  %9 = tosa.sigmoid %8 : (tensor<2x6xf32>) -> tensor<2x6xf32>
  %10 = "tosa.const"() <{values = dense<[[[-0.25, 1.75, -1.0], [1.8125, 1.75, -0.9375], [-1.9375, -0.6875, -0.875], [0.375, -1.8125, -0.375], [1.0625, 1.9375, -0.6875], [0.3125, 1.75, -1.6875]]]> : tensor<1x6x3xf32>}> : () -> tensor<1x6x3xf32>
  %11 = "tosa.const"() <{values = dense<[[-0.375, -0.5625, 0.25]]> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
  %12 = tosa.const_shape {values = dense<[1, 2, 6]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %13 = tosa.reshape %9, %12 : (tensor<2x6xf32>, !tosa.shape<3>) -> tensor<1x2x6xf32>
  %14 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %15 = tosa.matmul %13, %10, %14, %14 : (tensor<1x2x6xf32>, tensor<1x6x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x3xf32>
  %16 = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %17 = tosa.reshape %15, %16 : (tensor<1x2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  %18 = tosa.add %17, %11 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %18 : tensor<2x3xf32>
}
