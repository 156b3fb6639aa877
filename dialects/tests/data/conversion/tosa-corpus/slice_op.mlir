// TOSA corpus case slice_op (made by gen.py).
func.func @slice_op(%arg0: tensor<4x5xf32>) -> tensor<2x3xf32> {
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.slice %arg0, %0, %1 : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %2 : tensor<2x3xf32>
}
