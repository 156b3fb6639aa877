// Calls: the callee is bufferized first; it writes its first argument in
// place and returns it, so the caller's constant operand is copied, and
// the call's result is the caller's buffer.
#map = affine_map<(d0) -> (d0)>
module {
  func.func private @scale(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = arith.mulf %in, %out : f32
      linalg.yield %1 : f32
    } -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
    %0 = call @scale(%cst, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = call @scale(%arg0, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %0, %1 : tensor<4xf32>, tensor<4xf32>
  }
}
