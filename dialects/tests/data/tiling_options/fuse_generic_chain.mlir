// MATCH: linalg.generic
// TRANSFORM: transform.structured.fuse %0 tile_sizes [5, 0]
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @chain(%x: tensor<20x30xf32>, %y: tensor<20x30xf32>, %o1: tensor<20x30xf32>, %o2: tensor<20x30xf32>) -> tensor<20x30xf32> {
  %0 = linalg.add ins(%x, %y : tensor<20x30xf32>, tensor<20x30xf32>) outs(%o1 : tensor<20x30xf32>) -> tensor<20x30xf32>
  %1 = linalg.mul ins(%0, %x : tensor<20x30xf32>, tensor<20x30xf32>) outs(%o2 : tensor<20x30xf32>) -> tensor<20x30xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<20x30xf32>) outs(%o1 : tensor<20x30xf32>) {
  ^bb0(%a: f32, %b: f32):
    %3 = math.exp %a : f32
    linalg.yield %3 : f32
  } -> tensor<20x30xf32>
  return %2 : tensor<20x30xf32>
}
