module {
  func.func @reduce_map_yield_arg(%arg0: tensor<4x2xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %reduced = linalg.reduce ins(%arg0 : tensor<4x2xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = arith.addf %init, %in : f32
        linalg.yield %in : f32
      }
    %mapped = linalg.map ins(%arg0 : tensor<4x2xf32>) outs(%arg0 : tensor<4x2xf32>)
      (%in: f32, %init: f32) {
        %0 = math.absf %in : f32
        linalg.yield %init : f32
      }
    return %reduced : tensor<4xf32>
  }
  func.func @map_yield_input(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %mapped = linalg.map ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>)
      (%in: f32, %in_0: f32, %init: f32) {
        %0 = arith.maximumf %in, %in_0 : f32
        linalg.yield %in : f32
      }
    return %mapped : tensor<4xf32>
  }
}

