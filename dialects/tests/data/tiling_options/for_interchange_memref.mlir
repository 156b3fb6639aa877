// MATCH: linalg.matmul
// TRANSFORM: transform.structured.tile_using_for %0 tile_sizes [10, 20, 30] interchange = [2, 0, 1]
func.func @matmul_buffers(%a: memref<100x200xf32>, %b: memref<200x300xf32>, %c: memref<100x300xf32>) {
  linalg.matmul ins(%a, %b : memref<100x200xf32>, memref<200x300xf32>) outs(%c : memref<100x300xf32>)
  return
}
