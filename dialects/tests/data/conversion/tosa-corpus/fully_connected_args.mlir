// TOSA corpus case fully_connected_args (made by gen.py).
func.func @fully_connected_args(%arg0: tensor<2x8xf32>, %arg1: tensor<1x8x4xf32>, %arg2: tensor<1x4xf32>) -> tensor<2x4xf32> {
  %0 = tosa.const_shape {values = dense<[1, 2, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %1 = tosa.reshape %arg0, %0 : (tensor<2x8xf32>, !tosa.shape<3>) -> tensor<1x2x8xf32>
  %2 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %3 = tosa.matmul %1, %arg1, %2, %2 : (tensor<1x2x8xf32>, tensor<1x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
  %4 = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %5 = tosa.reshape %3, %4 : (tensor<1x2x4xf32>, !tosa.shape<2>) -> tensor<2x4xf32>
  %6 = tosa.add %5, %arg2 : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  return %6 : tensor<2x4xf32>
}
