// tosa.tile, tosa.reverse, tosa.gather and tosa.argmax.
func.func @tile(%a: tensor<2x3xf32>, %b: tensor<?x3xi8>) -> (tensor<4x9xf32>, tensor<?x6xi8>) {
  %m = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x9xf32>
  %n = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.tile %b, %n : (tensor<?x3xi8>, !tosa.shape<2>) -> tensor<?x6xi8>
  return %0, %1 : tensor<4x9xf32>, tensor<?x6xi8>
}

func.func @reverse(%a: tensor<2x3x4xf32>, %b: tensor<?x5xi32>) -> (tensor<2x3x4xf32>, tensor<?x5xi32>) {
  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %1 = tosa.reverse %b {axis = 0 : i32} : (tensor<?x5xi32>) -> tensor<?x5xi32>
  return %0, %1 : tensor<2x3x4xf32>, tensor<?x5xi32>
}

func.func @gather(%values: tensor<2x5x3xf32>, %indices: tensor<2x4xi32>) -> tensor<2x4x3xf32> {
  %0 = tosa.gather %values, %indices : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

func.func @argmax(%a: tensor<3x4xf32>, %b: tensor<3x4x5xi8>) -> (tensor<4xi32>, tensor<3xi32>, tensor<3x5xi32>, tensor<4xi32>) {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<3x4xf32>) -> tensor<4xi32>
  %1 = tosa.argmax %a {axis = 1 : i32} : (tensor<3x4xf32>) -> tensor<3xi32>
  %2 = tosa.argmax %b {axis = 1 : i32} : (tensor<3x4x5xi8>) -> tensor<3x5xi32>
  %3 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<3x4xf32>) -> tensor<4xi32>
  return %0, %1, %2, %3 : tensor<4xi32>, tensor<3xi32>, tensor<3x5xi32>, tensor<4xi32>
}
