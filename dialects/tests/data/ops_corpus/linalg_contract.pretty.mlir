#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
module {
  func.func @ct(%arg0: tensor<4x8xf32>, %arg1: tensor<8x2xf32>, %arg2: tensor<4x2xf32>, %arg3: tensor<3x4x8xbf16>, %arg4: tensor<3x8x2xbf16>, %arg5: tensor<4x8xi8>, %arg6: tensor<8x2xi8>, %arg7: tensor<4x2xi32>, %arg8: tensor<3x2x8xbf16>) -> tensor<4x2xf32> {
    %0 = linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x2xf32>) outs(%arg2 : tensor<4x2xf32>) -> tensor<4x2xf32>
    %1 = linalg.batch_reduce_matmul ins(%arg3, %arg4 : tensor<3x4x8xbf16>, tensor<3x8x2xbf16>) outs(%arg2 : tensor<4x2xf32>) -> tensor<4x2xf32>
    %2 = linalg.contract indexing_maps = [#map, #map1, #map2] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg5, %arg6 : tensor<4x8xi8>, tensor<8x2xi8>) outs(%arg7 : tensor<4x2xi32>) -> tensor<4x2xi32>
    %3 = linalg.batch_reduce_matmul indexing_maps = [#map3, #map4, #map5] ins(%arg3, %arg8 : tensor<3x4x8xbf16>, tensor<3x2x8xbf16>) outs(%arg2 : tensor<4x2xf32>) -> tensor<4x2xf32>
    return %0 : tensor<4x2xf32>
  }
}

