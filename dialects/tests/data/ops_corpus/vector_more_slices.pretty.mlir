#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
module {
  func.func @slices(%arg0: vector<4x[8]x16xf32>, %arg1: vector<2x[8]x4xf32>, %arg2: tensor<?x?xf32>, %arg3: memref<?xf32>, %arg4: index, %arg5: vector<16xi32>, %arg6: vector<16xi1>, %arg7: vector<16xf32>, %arg8: vector<2x3xi32>, %arg9: vector<3xi32>, %arg10: memref<4x3xf32, strided<[3, 1]>>, %arg11: vector<4xf32>, %arg12: vector<8xf32>, %arg13: vector<4x8xf32>, %arg14: f32, %arg15: vector<4xi32>, %arg16: vector<8xi32>, %arg17: vector<2x4x8xf32>, %arg18: vector<2x8x16xf32>, %arg19: vector<2x4x16xf32>, %arg20: vector<8xf32>, %arg21: f32) {
    %0 = vector.extract_strided_slice %arg0 {offsets = [1, 0, 2], sizes = [2, 8, 4], strides = [1, 1, 1]} : vector<4x[8]x16xf32> to vector<2x[8]x4xf32>
    %1 = vector.insert_strided_slice %arg1, %arg0 {offsets = [2, 0, 12], strides = [1, 1, 1]} : vector<2x[8]x4xf32> into vector<4x[8]x16xf32>
    %2 = vector.gather %arg2[%arg4, %arg4] [%arg5], %arg6, %arg7 : tensor<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    %3 = vector.scatter %arg2[%arg4, %arg4] [%arg5], %arg6, %arg7 : tensor<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> -> tensor<?x?xf32>
    vector.scatter %arg3[%arg4] [%arg5], %arg6, %arg7 {alignment = 8 : i64} : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
    %4 = vector.expandload %arg3[%arg4], %arg6, %arg7 : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
    vector.compressstore %arg3[%arg4], %arg6, %arg7 : memref<?xf32>, vector<16xi1>, vector<16xf32>
    %dest, %accumulated_value = vector.scan <maxsi>, %arg8, %arg9 {inclusive = false, reduction_dim = 0 : i64} : vector<2x3xi32>, vector<3xi32>
    %5 = vector.type_cast %arg10 : memref<4x3xf32, strided<[3, 1]>> to memref<vector<4x3xf32>>
    %6 = vector.outerproduct %arg11, %arg14 : vector<4xf32>, f32
    %7 = vector.outerproduct %arg11, %arg12, %arg13 {kind = #vector.kind<maximumf>} : vector<4xf32>, vector<8xf32>
    %8 = vector.outerproduct %arg15, %arg16 : vector<4xi32>, vector<8xi32>
    %9 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg17, %arg18, %arg19 : vector<2x4x8xf32>, vector<2x8x16xf32> into vector<2x4x16xf32>
    %10 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<mul>} %arg20, %arg20, %arg21 : vector<8xf32>, vector<8xf32> into f32
    return
  }
}

