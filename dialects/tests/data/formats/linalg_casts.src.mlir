func.func @f(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>, %d: tensor<4x8xf16>, %e: tensor<8x16xf16>, %g: tensor<4x16xf32>, %i: tensor<4x16xf16>) -> (tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xi1>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  %1 = linalg.matmul ins(%d, %e : tensor<4x8xf16>, tensor<8x16xf16>) outs(%g : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  %cst = arith.constant 3 : i32
  %4 = tensor.empty() : tensor<4x16xf32>
  %z = tensor.empty() : tensor<4x16xi1>
  %t = tensor.empty() : tensor<4x8xi1>
  %u = tensor.empty() : tensor<8x16xi1>
  %5 = linalg.matmul ins(%t, %u : tensor<4x8xi1>, tensor<8x16xi1>) outs(%z : tensor<4x16xi1>) -> tensor<4x16xi1>
  return %0, %1, %2, %4, %5 : tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xi1>
}
