// TOSA corpus case tile_const_shape (made by gen.py).
func.func @tile_const_shape(%arg0: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %0 = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.tile %arg0, %0 : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32>
  return %1 : tensor<4x3xf32>
}
