// CASE: vector.contract (trait dictionary with string iterator types, default and explicit kind, extra attributes) and vector.outerproduct (vector and scalar rhs, with and without accumulator)
#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @c(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>, %x: vector<4xf32>, %y: vector<16xf32>, %s: f32, %acc: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c {tag} : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %2 = vector.outerproduct %x, %y : vector<4xf32>, vector<16xf32>
  %3 = vector.outerproduct %x, %y, %acc {kind = #vector.kind<mul>} : vector<4xf32>, vector<16xf32>
  %4 = vector.outerproduct %x, %s : vector<4xf32>, f32
  %5 = vector.outerproduct %x, %s, %x : vector<4xf32>, f32
  return
}

func.func @contract_more(%a: vector<8xi32>, %b: vector<8xi32>, %c: i32, %sa: vector<[4]xf16>, %sb: vector<[4]xf16>) -> i32 {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<xor>} %a, %b, %c : vector<8xi32>, vector<8xi32> into i32
  %1 = vector.outerproduct %sa, %sb : vector<[4]xf16>, vector<[4]xf16>
  %2 = vector.outerproduct %sa, %sb, %1 {kind = #vector.kind<maximumf>} : vector<[4]xf16>, vector<[4]xf16>
  return %0 : i32
}
