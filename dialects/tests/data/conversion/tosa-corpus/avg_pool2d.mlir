// TOSA corpus case avg_pool2d (made by gen.py).
func.func @avg_pool2d(%arg0: tensor<1x6x6x1xf32>) -> tensor<1x3x3x1xf32> {
  %0 = "tosa.const"() <{values = dense<[0.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.avg_pool2d %arg0, %0, %0 {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x6x6x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x1xf32>
  return %1 : tensor<1x3x3x1xf32>
}
