func.func @dims(%m: memref<?x4xf32>, %t: tensor<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x4xf32>
  %e = tensor.dim %t, %c0 : tensor<?xf32>
  affine.for %i = 0 to %d {
    %v = affine.load %m[%e, 0] : memref<?x4xf32>
  }
  %a = memref.alloc(%n) : memref<?xf32>
  affine.for %i = 0 to 4 {
    %k = memref.dim %a, %c0 : memref<?xf32>
    affine.for %j = 0 to %k {
    }
  }
  return
}
