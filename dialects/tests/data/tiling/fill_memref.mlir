// TILE: linalg.fill 4 5
func.func @fill(%m: memref<?x10xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%m : memref<?x10xf32>)
  return
}
