// MATCH: linalg.generic
// TRANSFORM: transform.structured.tile_using_forall %0 num_threads [8, 7]
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @exp(%in: tensor<64x100xf32>, %out: tensor<64x100xf32>) -> tensor<64x100xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%in : tensor<64x100xf32>) outs(%out : tensor<64x100xf32>) {
  ^bb0(%x: f32, %o: f32):
    %1 = math.exp %x : f32
    linalg.yield %1 : f32
  } -> tensor<64x100xf32>
  return %0 : tensor<64x100xf32>
}
