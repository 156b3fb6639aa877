// TOSA corpus case reshape_op (made by gen.py).
func.func @reshape_op(%arg0: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %0 = tosa.const_shape {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.reshape %arg0, %0 : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<6x4xf32>
  return %1 : tensor<6x4xf32>
}
