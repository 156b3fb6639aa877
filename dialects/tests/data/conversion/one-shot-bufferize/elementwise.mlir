// Elementwise ops reading and writing one buffer: linalg.map and a named
// elementwise op bufferize in place; a matmul does not.
module {
  func.func @named(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = linalg.add ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @map(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = linalg.map { math.absf } ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
    return %0 : tensor<4xf32>
  }
  func.func @matmul(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg0 : tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
