// TILE: tensor.pad 0 4 5
func.func @f(%a: tensor<?x?x10xf32>, %l: index, %h: index) -> tensor<?x?x13xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %a nofold low[0, %l, 1] high[%h, 0, 2] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %cst : f32
  } : tensor<?x?x10xf32> to tensor<?x?x13xf32>
  return %0 : tensor<?x?x13xf32>
}
