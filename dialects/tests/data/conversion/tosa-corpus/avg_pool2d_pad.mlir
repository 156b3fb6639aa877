// TOSA corpus case avg_pool2d_pad (made by gen.py).
func.func @avg_pool2d_pad(%arg0: tensor<2x5x5x2xf32>) -> tensor<2x5x5x2xf32> {
  %0 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.avg_pool2d %arg0, %0, %0 {acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<2x5x5x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x5x5x2xf32>
  return %1 : tensor<2x5x5x2xf32>
}
