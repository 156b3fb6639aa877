func.func @c1(%arg0: tensor<1x2xf32>, %arg1: tensor<3x2xf32>) -> tensor<4x2xf32> {
  %0 = tosa.concat %arg0, %arg1 {axis = 0 : i32} : (tensor<1x2xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
func.func @c2(%arg0: tensor<?x2xf32>, %arg1: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %0 = tosa.concat %arg0, %arg1 {axis = 0 : i32} : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
func.func @c3(%arg0: tensor<?x2xf32>, %arg1: tensor<?x3xf32>) -> tensor<?x5xf32> {
  %0 = tosa.concat %arg0, %arg1 {axis = 1 : i32} : (tensor<?x2xf32>, tensor<?x3xf32>) -> tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
}
func.func @c4(%arg0: tensor<1x2xf32>, %arg1: tensor<1x3xf32>, %arg2: tensor<1x1xf32>) -> tensor<1x6xf32> {
  %0 = tosa.concat %arg0, %arg1, %arg2 {axis = 1 : i32} : (tensor<1x2xf32>, tensor<1x3xf32>, tensor<1x1xf32>) -> tensor<1x6xf32>
  return %0 : tensor<1x6xf32>
}
func.func @c5(%arg0: tensor<2x?xf32>, %arg1: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = tosa.concat %arg0, %arg1 {axis = 1 : i32} : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}
func.func @c6(%arg0: tensor<2x3xf32>, %arg1: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = tosa.concat %arg0, %arg1 {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}
func.func @c7(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.concat %arg0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
