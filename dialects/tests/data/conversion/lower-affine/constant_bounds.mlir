func.func @f(%m: memref<20xf32>, %x: f32, %n: index) {
  %c10 = arith.constant 10 : index
  %c3 = arith.constant 3 : index
  affine.for %i = max affine_map<(d0) -> (0, d0 - 5)>(%c3) to min affine_map<(d0)[s0] -> (d0 + s0, 18)>(%c10)[%c3] step 2 {
    affine.store %x, %m[%i] : memref<20xf32>
  }
  affine.for %i = 0 to %c10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %n {
      affine.store %x, %m[%j] : memref<20xf32>
    }
  }
  return
}
