module {
  func.func @unary(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: memref<4x8xf16>, %arg3: memref<4x8xf16>) -> tensor<4x8xf32> {
    %0 = linalg.exp ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %1 = linalg.log ins(%0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %2 = linalg.abs ins(%1 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %3 = linalg.ceil ins(%2 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %4 = linalg.floor ins(%3 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %5 = linalg.negf ins(%4 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = linalg.reciprocal ins(%5 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %7 = linalg.round ins(%6 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %8 = linalg.sqrt ins(%7 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %9 = linalg.rsqrt ins(%8 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %10 = linalg.square ins(%9 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %11 = linalg.tanh ins(%10 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %12 = linalg.erf ins(%11 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    linalg.reciprocal ins(%arg2 : memref<4x8xf16>) outs(%arg3 : memref<4x8xf16>)
    linalg.abs {my.attr = 1 : i32} ins(%arg2 : memref<4x8xf16>) outs(%arg3 : memref<4x8xf16>)
    return %12 : tensor<4x8xf32>
  }
  func.func @binary(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xi32>, %arg3: tensor<4xi32>, %arg4: tensor<4xi1>, %arg5: tensor<4xf32>, %arg6: tensor<4xi32>) -> tensor<4xi32> {
    %0 = linalg.div_unsigned ins(%arg2, %arg3 : tensor<4xi32>, tensor<4xi32>) outs(%arg6 : tensor<4xi32>) -> tensor<4xi32>
    %1 = linalg.min ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg5 : tensor<4xf32>) -> tensor<4xf32>
    %2 = linalg.min ins(%arg2, %arg3 : tensor<4xi32>, tensor<4xi32>) outs(%arg6 : tensor<4xi32>) -> tensor<4xi32>
    %3 = linalg.powf ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg5 : tensor<4xf32>) -> tensor<4xf32>
    %4 = linalg.select ins(%arg4, %arg0, %arg1 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%arg5 : tensor<4xf32>) -> tensor<4xf32>
    %5 = linalg.select ins(%arg4, %arg2, %arg3 : tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) outs(%arg6 : tensor<4xi32>) -> tensor<4xi32>
    %6 = linalg.add ins(%arg2, %arg3 : tensor<4xi32>, tensor<4xi32>) outs(%arg6 : tensor<4xi32>) -> tensor<4xi32>
    %7 = linalg.sub ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg5 : tensor<4xf32>) -> tensor<4xf32>
    %8 = linalg.mul ins(%arg2, %arg3 : tensor<4xi32>, tensor<4xi32>) outs(%arg6 : tensor<4xi32>) -> tensor<4xi32>
    %9 = linalg.div ins(%arg2, %arg3 : tensor<4xi32>, tensor<4xi32>) outs(%arg6 : tensor<4xi32>) -> tensor<4xi32>
    %10 = linalg.max ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg5 : tensor<4xf32>) -> tensor<4xf32>
    %11 = linalg.add ins(%arg4, %arg4 : tensor<4xi1>, tensor<4xi1>) outs(%arg4 : tensor<4xi1>) -> tensor<4xi1>
    return %5 : tensor<4xi32>
  }
  func.func @copy_fill(%arg0: tensor<4xf16>, %arg1: tensor<4xf32>, %arg2: tensor<4xi8>, %arg3: tensor<4xi32>, %arg4: f32, %arg5: i8) -> tensor<4xf32> {
    %0 = linalg.copy ins(%arg0 : tensor<4xf16>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
    %1 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg2 : tensor<4xi8>) outs(%arg3 : tensor<4xi32>) -> tensor<4xi32>
    %2 = linalg.copy ins(%arg2 : tensor<4xi8>) outs(%arg3 : tensor<4xi32>) -> tensor<4xi32>
    %3 = linalg.fill ins(%arg4 : f32) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
    %4 = linalg.copy ins(%arg2 : tensor<4xi8>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
    return %3 : tensor<4xf32>
  }
}

