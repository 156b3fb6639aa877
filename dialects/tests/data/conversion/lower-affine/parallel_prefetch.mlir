func.func @par(%m: memref<4x10xf32>, %x: f32, %n: index) {
  affine.parallel (%i, %j) = (0, 1) to (4, min(10, %n)) step (1, 3) {
    affine.store %x, %m[%i, %j] : memref<4x10xf32>
  }
  return
}
func.func @red(%m: memref<4x10xf32>) -> (f32, f32) {
  %r:2 = affine.parallel (%i, %j) = (0, 0) to (4, 10) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %j] : memref<4x10xf32>
    affine.yield %v, %v : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
func.func @pref(%m: memref<4x10xf32>, %i: index) {
  affine.prefetch %m[%i + 1, 3], read, locality<3>, data : memref<4x10xf32>
  return
}
