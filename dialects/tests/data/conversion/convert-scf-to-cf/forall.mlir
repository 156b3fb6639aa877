func.func @forall(%m: memref<4x6xf32>, %x: f32, %n: index) {
  scf.forall (%i, %j) = (1, 0) to (4, %n) step (1, 2) {
    memref.store %x, %m[%i, %j] : memref<4x6xf32>
  }
  return
}
