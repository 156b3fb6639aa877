// CASE: linalg.contract (required indexing_maps, cast attribute) and linalg.batch_reduce_matmul (default and explicit indexing_maps)
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @ct(%x: tensor<4x8xf32>, %y: tensor<8x2xf32>, %z: tensor<4x2xf32>, %bx: tensor<3x4x8xbf16>, %by: tensor<3x8x2xbf16>, %i: tensor<4x8xi8>, %j: tensor<8x2xi8>, %k: tensor<4x2xi32>, %bt: tensor<3x2x8xbf16>) -> tensor<4x2xf32> {
  %0 = linalg.contract indexing_maps = [#a, #b, #c] ins(%x, %y : tensor<4x8xf32>, tensor<8x2xf32>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %1 = linalg.batch_reduce_matmul ins(%bx, %by : tensor<3x4x8xbf16>, tensor<3x8x2xbf16>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %2 = linalg.contract indexing_maps = [#a, #b, #c] {cast = #linalg.type_fn<cast_unsigned>} ins(%i, %j : tensor<4x8xi8>, tensor<8x2xi8>) outs(%k : tensor<4x2xi32>) -> tensor<4x2xi32>
  %3 = linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%bx, %bt : tensor<3x4x8xbf16>, tensor<3x2x8xbf16>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
