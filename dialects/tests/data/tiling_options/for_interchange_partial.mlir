// MATCH: linalg.generic
// TRANSFORM: transform.structured.tile_using_for %0 tile_sizes [4, 5, 0] interchange = [1, 0]
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d0)>
func.func @sum_middle(%in: tensor<16x10x24xf32>, %out: tensor<24x16xf32>) -> tensor<24x16xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%in : tensor<16x10x24xf32>) outs(%out : tensor<24x16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %1 = arith.addf %x, %acc : f32
    linalg.yield %1 : f32
  } -> tensor<24x16xf32>
  return %0 : tensor<24x16xf32>
}
