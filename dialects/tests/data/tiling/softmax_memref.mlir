// TILE: linalg.softmax 4 3
func.func @f(%a: memref<16x?xf32>, %b: memref<16x?xf32>) {
  linalg.softmax dimension(0) ins(%a : memref<16x?xf32>) outs(%b : memref<16x?xf32>)
  return
}
