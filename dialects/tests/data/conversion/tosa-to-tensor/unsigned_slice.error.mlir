func.func @s(%arg0: tensor<4x5xui8>) -> tensor<2x3xui8> {
  %a = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %arg0, %a, %b : (tensor<4x5xui8>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xui8>
  return %0 : tensor<2x3xui8>
}
