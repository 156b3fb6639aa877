// TOSA corpus case pad_nhwc (made by gen.py).
func.func @pad_nhwc(%arg0: tensor<1x3x3x2xf32>) -> tensor<1x5x5x2xf32> {
  %0 = tosa.const_shape {values = dense<[0, 0, 1, 1, 1, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %1 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %2 = tosa.pad %arg0, %0, %1 : (tensor<1x3x3x2xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<1x5x5x2xf32>
  return %2 : tensor<1x5x5x2xf32>
}
