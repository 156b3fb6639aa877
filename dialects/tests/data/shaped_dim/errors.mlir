func.func @dim_of_local(%n: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 4 {
    %a = memref.alloc(%i) : memref<?xf32>
    %k = memref.dim %a, %c0 : memref<?xf32>
    affine.for %j = 0 to %k {
    }
  }
  return
}
