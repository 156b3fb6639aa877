// CASE: the ops with verifiers added for MLIR 22: strided slices (scalable dims kept whole), gather/scatter on memrefs and tensors, expandload/compressstore, scan, type_cast with a contiguous strided layout, outerproduct as AXPY and with an accumulator and a combining kind, contract with batch dims and a scalar result
#b0 = affine_map<(b, i, j, k) -> (b, i, k)>
#b1 = affine_map<(b, i, j, k) -> (b, k, j)>
#b2 = affine_map<(b, i, j, k) -> (b, i, j)>
#s0 = affine_map<(k) -> (k)>
#s1 = affine_map<(k) -> ()>
func.func @slices(%a: vector<4x[8]x16xf32>, %b: vector<2x[8]x4xf32>, %t: tensor<?x?xf32>, %mr: memref<?xf32>, %i: index, %iv: vector<16xi32>, %m: vector<16xi1>, %p: vector<16xf32>, %s: vector<2x3xi32>, %init: vector<3xi32>, %mm: memref<4x3xf32, strided<[3, 1]>>, %x: vector<4xf32>, %y: vector<8xf32>, %acc: vector<4x8xf32>, %z: f32, %xi: vector<4xi32>, %yi: vector<8xi32>, %bl: vector<2x4x8xf32>, %br: vector<2x8x16xf32>, %bc: vector<2x4x16xf32>, %dv: vector<8xf32>, %ds: f32) {
  %0 = vector.extract_strided_slice %a {offsets = [1, 0, 2], sizes = [2, 8, 4], strides = [1, 1, 1]} : vector<4x[8]x16xf32> to vector<2x[8]x4xf32>
  %1 = vector.insert_strided_slice %b, %a {offsets = [2, 0, 12], strides = [1, 1, 1]} : vector<2x[8]x4xf32> into vector<4x[8]x16xf32>
  %2 = vector.gather %t[%i, %i][%iv], %m, %p : tensor<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %3 = vector.scatter %t[%i, %i][%iv], %m, %p : tensor<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> -> tensor<?x?xf32>
  vector.scatter %mr[%i][%iv], %m, %p {alignment = 8} : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  %4 = vector.expandload %mr[%i], %m, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.compressstore %mr[%i], %m, %p : memref<?xf32>, vector<16xi1>, vector<16xf32>
  %5:2 = vector.scan <maxsi>, %s, %init {inclusive = false, reduction_dim = 0} : vector<2x3xi32>, vector<3xi32>
  %6 = vector.type_cast %mm : memref<4x3xf32, strided<[3, 1]>> to memref<vector<4x3xf32>>
  %7 = vector.outerproduct %x, %z : vector<4xf32>, f32
  %8 = vector.outerproduct %x, %y, %acc {kind = #vector.kind<maximumf>} : vector<4xf32>, vector<8xf32>
  %9 = vector.outerproduct %xi, %yi : vector<4xi32>, vector<8xi32>
  %10 = vector.contract {indexing_maps = [#b0, #b1, #b2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %bl, %br, %bc : vector<2x4x8xf32>, vector<2x8x16xf32> into vector<2x4x16xf32>
  %11 = vector.contract {indexing_maps = [#s0, #s0, #s1], iterator_types = ["reduction"], kind = #vector.kind<mul>} %dv, %dv, %ds : vector<8xf32>, vector<8xf32> into f32
  return
}
