// TOSA corpus case max_pool2d_pad_stride (made by gen.py).
func.func @max_pool2d_pad_stride(%arg0: tensor<1x7x7x2xf32>) -> tensor<1x4x4x2xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x7x7x2xf32>) -> tensor<1x4x4x2xf32>
  return %0 : tensor<1x4x4x2xf32>
}
