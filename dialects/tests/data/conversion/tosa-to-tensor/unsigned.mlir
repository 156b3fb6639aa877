func.func @r(%arg0: tensor<2x3xui8>) -> tensor<6xui8> {
  %s = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.reshape %arg0, %s : (tensor<2x3xui8>, !tosa.shape<1>) -> tensor<6xui8>
  return %0 : tensor<6xui8>
}
func.func @r2(%arg0: tensor<?x4xui8>) -> tensor<?x2x2xui8> {
  %s = tosa.const_shape {values = dense<[-1, 2, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %0 = tosa.reshape %arg0, %s : (tensor<?x4xui8>, !tosa.shape<3>) -> tensor<?x2x2xui8>
  %s2 = tosa.const_shape {values = dense<[-1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.reshape %0, %s2 : (tensor<?x2x2xui8>, !tosa.shape<2>) -> tensor<?x4xui8>
  return %0 : tensor<?x2x2xui8>
}
