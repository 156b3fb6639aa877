func.func @rc() -> tensor<3x2xf32> {
  %c = "tosa.const"() {values = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %c, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
func.func @rs() -> tensor<6xf32> {
  %c = "tosa.const"() {values = dense<1.0> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
  %s = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.reshape %c, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
func.func @rr(%arg0: tensor<2x3x4xf32>) -> (tensor<6x4xf32>, tensor<24xf32>) {
  %s = tosa.const_shape {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %arg0, %s : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<6x4xf32>
  %s2 = tosa.const_shape {values = dense<24> : tensor<1xindex>} : () -> !tosa.shape<1>
  %1 = tosa.reshape %0, %s2 : (tensor<6x4xf32>, !tosa.shape<1>) -> tensor<24xf32>
  return %0, %1 : tensor<6x4xf32>, tensor<24xf32>
}
func.func @ident(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %s = tosa.const_shape {values = dense<[-1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %arg0, %s : (tensor<?x4xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
func.func @reshape(%arg0: tensor<2x3xf32>, %arg1: tensor<?x4xf32>, %arg2: tensor<6xf32>) -> (tensor<6xf32>, tensor<?xf32>, tensor<3x2xf32>) {
  %s = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.reshape %arg0, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  %s1 = tosa.const_shape {values = dense<-1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %1 = tosa.reshape %arg1, %s1 : (tensor<?x4xf32>, !tosa.shape<1>) -> tensor<?xf32>
  %s2 = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.reshape %arg0, %s2 : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  return %0, %1, %2 : tensor<6xf32>, tensor<?xf32>, tensor<3x2xf32>
}
