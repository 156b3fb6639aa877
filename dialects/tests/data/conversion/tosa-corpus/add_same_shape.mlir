// TOSA corpus case add_same_shape (made by gen.py).
func.func @add_same_shape(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
