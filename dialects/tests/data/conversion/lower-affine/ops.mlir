#map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
func.func @loops(%a: memref<6x4xf32>, %b: memref<3x4xf32>, %n: index) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to %n step 2 {
      %k = affine.apply #map(%i, %j)
      %x = affine.load %a[%k, %j] : memref<6x4xf32>
      affine.store %x, %b[%i, %j + 1] : memref<3x4xf32>
    }
  }
  return
}
func.func @ops(%i: index, %j: index, %n: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod 4 + s0 floordiv 3)>(%i)[%n]
  %1 = affine.apply affine_map<(d0) -> (d0 ceildiv 2 - 1)>(%j)
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0, 10)>(%i)[%n]
  %3 = affine.max affine_map<(d0, d1) -> (d0, d1 * -1)>(%i, %j)
  return %0, %1, %2, %3 : index, index, index, index
}
func.func @bounds(%m: memref<10xf32>, %n: index, %k: index) {
  affine.for %i = max affine_map<(d0) -> (0, d0 - 3)>(%k) to min affine_map<()[s0] -> (s0, 10)>()[%n] {
    affine.if affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 >= 0)>(%i)[%n] {
      %c = arith.constant 1.0 : f32
      affine.store %c, %m[%i] : memref<10xf32>
    } else {
      %c = arith.constant 2.0 : f32
      affine.store %c, %m[%i] : memref<10xf32>
    }
  }
  return
}
func.func @iter(%m: memref<8xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 8 iter_args(%acc = %z) -> (f32) {
    %x = affine.load %m[%i] : memref<8xf32>
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  %v = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.yield %r : f32
  } else {
    affine.yield %z : f32
  }
  return %v : f32
}
