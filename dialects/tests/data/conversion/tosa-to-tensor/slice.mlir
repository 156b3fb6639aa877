func.func @s1(%arg0: tensor<4x5xf32>) -> tensor<2x3xf32> {
  %a = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %arg0, %a, %b : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @s2(%arg0: tensor<?x5xf32>) -> tensor<?x3xf32> {
  %a = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[-1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %arg0, %a, %b : (tensor<?x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
func.func @s3(%arg0: tensor<4x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %a = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %c = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %arg0, %a, %b : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  %1 = tosa.slice %arg0, %c, %b : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}
func.func @s4(%arg0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %a = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[4, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %arg0, %a, %b : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
