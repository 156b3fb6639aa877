// TOSA corpus case pad_op (made by gen.py).
func.func @pad_op(%arg0: tensor<2x3xf32>) -> tensor<3x6xf32> {
  %0 = tosa.const_shape {values = dense<[1, 0, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %1 = "tosa.const"() <{values = dense<[0.5]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %2 = tosa.pad %arg0, %0, %1 : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x6xf32>
  return %2 : tensor<3x6xf32>
}
