// TILE: linalg.softmax 2 0 10
func.func @f(%a: tensor<16x64x256xf32>, %b: tensor<16x64x256xf32>) -> tensor<16x64x256xf32> {
  %0 = linalg.softmax dimension(1) ins(%a : tensor<16x64x256xf32>) outs(%b : tensor<16x64x256xf32>) -> tensor<16x64x256xf32>
  return %0 : tensor<16x64x256xf32>
}
