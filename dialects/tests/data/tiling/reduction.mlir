// TILE: linalg.generic 16 32
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
func.func @row_sum(%in: tensor<64x128xf32>, %out: tensor<64xf32>) -> tensor<64xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%in : tensor<64x128xf32>) outs(%out : tensor<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %1 = arith.addf %x, %acc : f32
    linalg.yield %1 : f32
  } -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
