func.func @r1(%arg0: tensor<?xf32>) -> tensor<?x4xf32> {
  %s = tosa.const_shape {values = dense<[-1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %arg0, %s : (tensor<?xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
func.func @r2(%arg0: tensor<?x2x3xf32>) -> tensor<?x3x2xf32> {
  %s = tosa.const_shape {values = dense<[-1, 3, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %0 = tosa.reshape %arg0, %s : (tensor<?x2x3xf32>, !tosa.shape<3>) -> tensor<?x3x2xf32>
  return %0 : tensor<?x3x2xf32>
}
func.func @r3(%arg0: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %s = tosa.const_shape {values = dense<[6, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %arg0, %s : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}
func.func @r4(%arg0: tensor<1x1xf32>) -> tensor<f32> {
  %s = tosa.const_shape {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
  %0 = tosa.reshape %arg0, %s : (tensor<1x1xf32>, !tosa.shape<0>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @r5(%arg0: tensor<f32>) -> tensor<1x1xf32> {
  %s = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %arg0, %s : (tensor<f32>, !tosa.shape<2>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
func.func @r6(%arg0: tensor<?x?xf32>) -> tensor<?x1xf32> {
  %s = tosa.const_shape {values = dense<[-1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %arg0, %s : (tensor<?x?xf32>, !tosa.shape<2>) -> tensor<?x1xf32>
  return %0 : tensor<?x1xf32>
}
func.func @r7(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %arg0, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @r8(%arg0: tensor<?x?xf32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %arg0, %s : (tensor<?x?xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
