// TILE: linalg.matmul 10 20 30
func.func @matmul_buffers(%a: memref<100x200xf32>, %b: memref<200x300xf32>, %c: memref<100x300xf32>) {
  linalg.matmul ins(%a, %b : memref<100x200xf32>, memref<200x300xf32>) outs(%c : memref<100x300xf32>)
  return
}
