func.func @p1(%arg0: tensor<1x2xf32>) -> tensor<4x9xf32> {
  %p = tosa.const_shape {values = dense<[1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() {values = dense<3.5> : tensor<1xf32>} : () -> tensor<1xf32>
  %0 = tosa.pad %arg0, %p, %c : (tensor<1x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x9xf32>
  return %0 : tensor<4x9xf32>
}
func.func @p2(%arg0: tensor<?x2xi8>, %c: tensor<1xi8>) -> tensor<?x9xi8> {
  %p = tosa.const_shape {values = dense<[1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %0 = tosa.pad %arg0, %p, %c : (tensor<?x2xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<?x9xi8>
  return %0 : tensor<?x9xi8>
}
func.func @p3(%arg0: tensor<2xi32>) -> tensor<5xi32> {
  %p = tosa.const_shape {values = dense<[0, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %c = "tosa.const"() {values = dense<7> : tensor<1xi32>} : () -> tensor<1xi32>
  %0 = tosa.pad %arg0, %p, %c : (tensor<2xi32>, !tosa.shape<2>, tensor<1xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
func.func @p4(%arg0: tensor<2xf32>, %c: tensor<1xf32>) -> tensor<2xf32> {
  %p = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.pad %arg0, %p, %c : (tensor<2xf32>, !tosa.shape<2>, tensor<1xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
