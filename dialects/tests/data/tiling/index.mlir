// TILE: linalg.generic 4 0
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @iota(%out: tensor<10x6xindex>) -> tensor<10x6xindex> {
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%out : tensor<10x6xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<10x6xindex>
  return %0 : tensor<10x6xindex>
}
