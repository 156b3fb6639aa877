// TOSA corpus case reshape_expand (made by gen.py).
func.func @reshape_expand(%arg0: tensor<12xf32>) -> tensor<1x3x2x2xf32> {
  %0 = tosa.const_shape {values = dense<[1, 3, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %1 = tosa.reshape %arg0, %0 : (tensor<12xf32>, !tosa.shape<4>) -> tensor<1x3x2x2xf32>
  return %1 : tensor<1x3x2x2xf32>
}
