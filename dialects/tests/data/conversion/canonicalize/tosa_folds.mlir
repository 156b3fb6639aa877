func.func @f(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.const"() {values = dense<3> : tensor<2xi32>} : () -> tensor<2xi32>
  %1 = tosa.add %arg0, %0 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %2 = "tosa.const"() {values = dense<3> : tensor<2xi32>} : () -> tensor<2xi32>
  %3 = tosa.add %1, %2 : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %s = tosa.const_shape {values = dense<2> : tensor<1xindex>} : () -> !tosa.shape<1>
  %4 = tosa.reshape %3, %s : (tensor<2xi32>, !tosa.shape<1>) -> tensor<2xi32>
  return %4 : tensor<2xi32>
}
func.func @g(%arg0: tensor<2x3xf32>, %arg1: tensor<?x?xf32>) -> (tensor<3x2xf32>, tensor<?x?xf32>, tensor<2x3xf32>) {
  %s = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.reshape %arg0, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  %s2 = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.reshape %0, %s2 : (tensor<6xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %p = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %3 = tosa.pad %arg0, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<2x3xf32>
  return %1, %arg1, %3 : tensor<3x2xf32>, tensor<?x?xf32>, tensor<2x3xf32>
}
