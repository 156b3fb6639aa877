func.func @f(%m: memref<4x4xf32>, %n: memref<4x4xf32>, %i: index, %c: i1) {
  %0 = memref.load %m[%i, %i] : memref<4x4xf32>
  memref.store %0, %n[%i, %i] : memref<4x4xf32>
  %1 = memref.alloc() : memref<8xf32>
  %2 = memref.alloca() : memref<8xf32>
  memref.dealloc %1 : memref<8xf32>
  %3 = arith.addf %0, %0 : f32
  linalg.copy ins(%m : memref<4x4xf32>) outs(%n : memref<4x4xf32>)
  cf.assert %c, "message"
  scf.for %k = %i to %i step %i {
    %4 = memref.load %m[%k, %k] : memref<4x4xf32>
    scf.for %l = %k to %i step %i {
      memref.store %4, %n[%l, %k] : memref<4x4xf32>
    }
  }
  return
}
