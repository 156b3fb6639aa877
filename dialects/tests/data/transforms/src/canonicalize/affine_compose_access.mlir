// affine.apply results composed into the maps of affine memory accesses
// (SimplifyAffineOp): chains of applies, constants, repeated operands,
// symbols, stores and vector accesses.
func.func @loads(%m: memref<16x16xf32>, %v: memref<64xf32>) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 4 iter_args(%acc = %c0) -> f32 {
    %s = affine.for %j = 0 to 4 iter_args(%a2 = %acc) -> f32 {
      %a = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%i, %j)
      %b = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
      %x = affine.load %m[%b, %j] : memref<16x16xf32>
      %y = affine.load %m[%a, %a] : memref<16x16xf32>
      %k = arith.constant 3 : index
      %c = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %k)
      %z = affine.load %v[%c] : memref<64xf32>
      %s1 = arith.addf %x, %y : f32
      %s2 = arith.addf %s1, %z : f32
      %s3 = arith.addf %a2, %s2 : f32
      affine.yield %s3 : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @stores(%m: memref<8x8xf32>, %w: memref<8xvector<4xf32>>, %f: f32) {
  affine.for %i = 0 to 4 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%a)
    affine.store %f, %m[%a, %b] : memref<8x8xf32>
    %vec = affine.vector_load %m[%b, %a] : memref<8x8xf32>, vector<4xf32>
    affine.vector_store %vec, %m[%a, %i] : memref<8x8xf32>, vector<4xf32>
  }
  return
}
