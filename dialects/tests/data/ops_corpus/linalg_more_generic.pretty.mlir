module {
  func.func @generic_forms(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x4xf32>, %arg3: tensor<5x2x3xf32>, %arg4: tensor<5x3x4xf32>, %arg5: tensor<5x2x4xf32>) -> (tensor<2x4xf32>, tensor<5x2x4xf32>, tensor<2x4xf32>) {
    %0 = linalg.matmul ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = linalg.batch_matmul ins(%arg3, %arg4 : tensor<5x2x3xf32>, tensor<5x3x4xf32>) outs(%arg5 : tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
    %2 = linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg3, %arg4 : tensor<5x2x3xf32>, tensor<5x3x4xf32>) outs(%arg2 : tensor<2x4xf32>) -> tensor<2x4xf32>
    return %0, %1, %2 : tensor<2x4xf32>, tensor<5x2x4xf32>, tensor<2x4xf32>
  }
}

