// TOSA corpus case fully_connected_const (made by gen.py).
func.func @fully_connected_const(%arg0: tensor<3x6xf32>) -> tensor<3x5xf32> {
  %0 = "tosa.const"() <{values = dense<[[[1.8125, -1.1875, -2.0, 1.375, 0.1875], [1.9375, -1.25, 1.0, 1.6875, -1.9375], [0.1875, -1.0625, -0.75, 0.1875, 0.3125], [1.25, 1.9375, -1.875, 0.5, -1.625], [1.9375, -1.0625, -1.75, 0.375, 0.9375], [1.75, -0.25, -1.0, 0.9375, -0.1875]]]> : tensor<1x6x5xf32>}> : () -> tensor<1x6x5xf32>
  %1 = "tosa.const"() <{values = dense<[[-1.9375, -0.8125, -1.1875, 0.5625, 1.4375]]> : tensor<1x5xf32>}> : () -> tensor<1x5xf32>
  %2 = tosa.const_shape {values = dense<[1, 3, 6]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %3 = tosa.reshape %arg0, %2 : (tensor<3x6xf32>, !tosa.shape<3>) -> tensor<1x3x6xf32>
  %4 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %5 = tosa.matmul %3, %0, %4, %4 : (tensor<1x3x6xf32>, tensor<1x6x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x5xf32>
  %6 = tosa.const_shape {values = dense<[3, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %7 = tosa.reshape %5, %6 : (tensor<1x3x5xf32>, !tosa.shape<2>) -> tensor<3x5xf32>
  %8 = tosa.add %7, %1 : (tensor<3x5xf32>, tensor<1x5xf32>) -> tensor<3x5xf32>
  return %8 : tensor<3x5xf32>
}
