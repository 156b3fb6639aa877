func.func @vector(%m: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %v = affine.vector_load %m[%i, 0] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %v, %m[%i + 1, symbol(%n) * 8] : memref<100x100xf32>, vector<8xf32>
  }
  return
}
