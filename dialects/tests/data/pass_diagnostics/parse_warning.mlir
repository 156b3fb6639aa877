func.func @f(%a: memref<4x4xvector<2xf32>>, %c: memref<4x4xf32>) {
  linalg.copy ins(%a : memref<4x4xvector<2xf32>>) outs(%c : memref<4x4xf32>)
  return
}
