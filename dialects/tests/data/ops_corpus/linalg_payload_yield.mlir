// CASE: linalg.map and linalg.reduce keep their full body when the yield does not yield the payload op's result (no short form)
func.func @reduce_map_yield_arg(%a: tensor<4x2xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce ins(%a : tensor<4x2xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
    (%x: f32, %o: f32) {
      %1 = arith.addf %o, %x : f32
      linalg.yield %x : f32
    }
  %2 = linalg.map ins(%a : tensor<4x2xf32>) outs(%a : tensor<4x2xf32>)
    (%x: f32, %o: f32) {
      %1 = math.absf %x : f32
      linalg.yield %o : f32
    }
  return %0 : tensor<4xf32>
}
func.func @map_yield_input(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %1 = arith.maximumf %x, %y : f32
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}
