// CASE: vector.transfer_read/transfer_write: memref and tensor sources, masks (mask type inferred through the permutation map), in_bounds, default and custom permutation maps (transposed, broadcast), 0-d vectors, tensor results
func.func @transfers(%m: memref<?x?xf32>, %t: tensor<4x8xf32>, %i: index, %p: f32, %mask: vector<4xi1>, %v: vector<4xf32>, %m2: vector<8x4xi1>, %m3: memref<?x?x?xf32>) -> tensor<4x8xf32> {
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %p, %mask {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  %3 = vector.transfer_read %m[%i, %i], %p, %m2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [false, true]} : memref<?x?xf32>, vector<4x8xf32>
  %4 = vector.transfer_read %t[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1)>, in_bounds = [false]} : tensor<4x8xf32>, vector<4xf32>
  %5 = vector.transfer_read %m3[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2) -> (d2, 0)>} : memref<?x?x?xf32>, vector<4x8xf32>
  %6 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<f32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  %7 = vector.transfer_write %v, %t[%i, %i] {in_bounds = [false]} : vector<4xf32>, tensor<4x8xf32>
  %8 = vector.transfer_write %2, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, tensor<4x8xf32>
  return %8 : tensor<4x8xf32>
}

func.func @transfers_more(%m: memref<4x?x8xf16>, %i: index, %p: f16, %mask: vector<[4]x2xi1>, %sv: vector<2x[4]xf16>) {
  %0 = vector.transfer_read %m[%i, %i, %i], %p, %mask {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : memref<4x?x8xf16>, vector<2x[4]xf16>
  vector.transfer_write %0, %m[%i, %i, %i], %mask {in_bounds = [true, false], permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : vector<2x[4]xf16>, memref<4x?x8xf16>
  %1 = vector.transfer_read %m[%i, %i, %i], %p {in_bounds = [true, true], attr = "x"} : memref<4x?x8xf16>, vector<1x8xf16>
  vector.transfer_write %sv, %m[%i, %i, %i] {permutation_map = affine_map<(d0, d1, d2) -> (d1, d2)>} : vector<2x[4]xf16>, memref<4x?x8xf16>
  return
}
