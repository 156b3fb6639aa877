// tosa.cast between float and integer kinds.
func.func @cast_f32(%a: tensor<4xf32>) -> (tensor<4xf16>, tensor<4xf64>, tensor<4xi8>, tensor<4xi16>, tensor<4xi32>, tensor<4xi1>, tensor<4xbf16>) {
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xf16>
  %1 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xf64>
  %2 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi8>
  %3 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi16>
  %4 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi32>
  %5 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi1>
  %6 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xbf16>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xf16>, tensor<4xf64>, tensor<4xi8>, tensor<4xi16>, tensor<4xi32>, tensor<4xi1>, tensor<4xbf16>
}

func.func @cast_f16(%a: tensor<4xf16>) -> (tensor<4xi32>, tensor<4xi8>, tensor<4xf32>) {
  %0 = tosa.cast %a : (tensor<4xf16>) -> tensor<4xi32>
  %1 = tosa.cast %a : (tensor<4xf16>) -> tensor<4xi8>
  %2 = tosa.cast %a : (tensor<4xf16>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi8>, tensor<4xf32>
}

func.func @cast_int(%a: tensor<4xi8>, %b: tensor<4xi32>, %p: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xf32>, tensor<4xi8>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>, tensor<4xf16>) {
  %0 = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi32>
  %1 = tosa.cast %a : (tensor<4xi8>) -> tensor<4xf32>
  %2 = tosa.cast %b : (tensor<4xi32>) -> tensor<4xi8>
  %3 = tosa.cast %b : (tensor<4xi32>) -> tensor<4xi1>
  %4 = tosa.cast %p : (tensor<4xi1>) -> tensor<4xf32>
  %5 = tosa.cast %p : (tensor<4xi1>) -> tensor<4xi32>
  %6 = tosa.cast %b : (tensor<4xi32>) -> tensor<4xf16>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xi32>, tensor<4xf32>, tensor<4xi8>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>, tensor<4xf16>
}
