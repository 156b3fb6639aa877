module {
  func.func @f(%arg0: tensor<4x8xi8>, %arg1: tensor<8x16xi8>, %arg2: tensor<4x16xi32>, %arg3: tensor<4x8xf16>, %arg4: tensor<8x16xf16>, %arg5: tensor<4x16xf32>, %arg6: tensor<4x16xf16>) -> (tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xi1>) {
    %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %1 = linalg.matmul ins(%arg3, %arg4 : tensor<4x8xf16>, tensor<8x16xf16>) outs(%arg5 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %2 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xi32>) -> tensor<4x16xi32>
    %c3_i32 = arith.constant 3 : i32
    %3 = tensor.empty() : tensor<4x16xf32>
    %4 = tensor.empty() : tensor<4x16xi1>
    %5 = tensor.empty() : tensor<4x8xi1>
    %6 = tensor.empty() : tensor<8x16xi1>
    %7 = linalg.matmul ins(%5, %6 : tensor<4x8xi1>, tensor<8x16xi1>) outs(%4 : tensor<4x16xi1>) -> tensor<4x16xi1>
    return %0, %1, %2, %3, %7 : tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xi1>
  }
}

