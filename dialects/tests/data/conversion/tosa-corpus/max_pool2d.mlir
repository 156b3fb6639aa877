// TOSA corpus case max_pool2d (made by gen.py).
func.func @max_pool2d(%arg0: tensor<1x4x4x3xf32>) -> tensor<1x2x2x3xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>) -> tensor<1x2x2x3xf32>
  return %0 : tensor<1x2x2x3xf32>
}
