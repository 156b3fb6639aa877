// tosa.transpose: static and dynamic sizes, several ranks and types.
func.func @transpose_2d(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

func.func @transpose_4d_i8(%a: tensor<1x2x3x4xi8>) -> tensor<4x1x3x2xi8> {
  %0 = tosa.transpose %a {perms = array<i32: 3, 0, 2, 1>} : (tensor<1x2x3x4xi8>) -> tensor<4x1x3x2xi8>
  return %0 : tensor<4x1x3x2xi8>
}

func.func @transpose_dynamic(%a: tensor<?x3x?xf32>) -> tensor<?x?x3xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<?x3x?xf32>) -> tensor<?x?x3xf32>
  return %0 : tensor<?x?x3xf32>
}
