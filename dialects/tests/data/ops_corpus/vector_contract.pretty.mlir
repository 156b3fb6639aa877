#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
module {
  func.func @c(%arg0: vector<4x8xf32>, %arg1: vector<8x16xf32>, %arg2: vector<4x16xf32>, %arg3: vector<4xf32>, %arg4: vector<16xf32>, %arg5: f32, %arg6: vector<4x16xf32>) {
    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
    %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %arg0, %arg1, %arg2 {tag} : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
    %2 = vector.outerproduct %arg3, %arg4 : vector<4xf32>, vector<16xf32>
    %3 = vector.outerproduct %arg3, %arg4, %arg6 {kind = #vector.kind<mul>} : vector<4xf32>, vector<16xf32>
    %4 = vector.outerproduct %arg3, %arg5 : vector<4xf32>, f32
    %5 = vector.outerproduct %arg3, %arg5, %arg3 {kind = #vector.kind<add>} : vector<4xf32>, f32
    return
  }
  func.func @contract_more(%arg0: vector<8xi32>, %arg1: vector<8xi32>, %arg2: i32, %arg3: vector<[4]xf16>, %arg4: vector<[4]xf16>) -> i32 {
    %0 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<xor>} %arg0, %arg1, %arg2 : vector<8xi32>, vector<8xi32> into i32
    %1 = vector.outerproduct %arg3, %arg4 : vector<[4]xf16>, vector<[4]xf16>
    %2 = vector.outerproduct %arg3, %arg4, %1 {kind = #vector.kind<maximumf>} : vector<[4]xf16>, vector<[4]xf16>
    return %0 : i32
  }
}

