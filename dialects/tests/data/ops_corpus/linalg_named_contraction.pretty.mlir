module {
  func.func @vec(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<8xf32>, %arg5: tensor<f32>, %arg6: tensor<2x4x8xi8>, %arg7: tensor<2x8xi8>, %arg8: tensor<2x4xi32>, %arg9: tensor<2x4xi8>, %arg10: tensor<2x8xi32>) -> tensor<4xf32> {
    %0 = linalg.matvec ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
    %1 = linalg.vecmat ins(%arg3, %arg0 : tensor<4xf32>, tensor<4x8xf32>) outs(%arg4 : tensor<8xf32>) -> tensor<8xf32>
    %2 = linalg.dot ins(%arg1, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%arg5 : tensor<f32>) -> tensor<f32>
    %3 = linalg.batch_matvec ins(%arg6, %arg7 : tensor<2x4x8xi8>, tensor<2x8xi8>) outs(%arg8 : tensor<2x4xi32>) -> tensor<2x4xi32>
    %4 = linalg.batch_vecmat ins(%arg9, %arg6 : tensor<2x4xi8>, tensor<2x4x8xi8>) outs(%arg10 : tensor<2x8xi32>) -> tensor<2x8xi32>
    return %0 : tensor<4xf32>
  }
  func.func @mmt4d(%arg0: memref<2x3x4x5xbf16>, %arg1: memref<6x3x7x5xbf16>, %arg2: memref<2x6x4x7xf32>, %arg3: memref<8x2x3x4x5xi8>, %arg4: memref<8x6x3x7x5xi8>, %arg5: memref<8x2x6x4x7xi32>) {
    linalg.mmt4d ins(%arg0, %arg1 : memref<2x3x4x5xbf16>, memref<6x3x7x5xbf16>) outs(%arg2 : memref<2x6x4x7xf32>)
    linalg.batch_mmt4d ins(%arg3, %arg4 : memref<8x2x3x4x5xi8>, memref<8x6x3x7x5xi8>) outs(%arg5 : memref<8x2x6x4x7xi32>)
    return
  }
  func.func @quantized(%arg0: tensor<4x8xi8>, %arg1: tensor<8x2xi8>, %arg2: tensor<4x2xi32>, %arg3: i32, %arg4: i8, %arg5: tensor<3x4x8xi8>, %arg6: tensor<3x8x2xi8>, %arg7: tensor<3x4x2xi32>) -> tensor<4x2xi32> {
    %0 = linalg.quantized_matmul ins(%arg0, %arg1, %arg3, %arg3 : tensor<4x8xi8>, tensor<8x2xi8>, i32, i32) outs(%arg2 : tensor<4x2xi32>) -> tensor<4x2xi32>
    %1 = linalg.quantized_matmul ins(%arg0, %arg1, %arg4, %arg4 : tensor<4x8xi8>, tensor<8x2xi8>, i8, i8) outs(%arg2 : tensor<4x2xi32>) -> tensor<4x2xi32>
    %2 = linalg.quantized_batch_matmul ins(%arg5, %arg6, %arg3, %arg3 : tensor<3x4x8xi8>, tensor<3x8x2xi8>, i32, i32) outs(%arg7 : tensor<3x4x2xi32>) -> tensor<3x4x2xi32>
    return %0 : tensor<4x2xi32>
  }
  func.func @rng(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: tensor<16x32xf32>, %arg4: memref<4x4xf64>) -> tensor<16x32xf32> {
    %0 = linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<16x32xf32>) -> tensor<16x32xf32>
    linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg4 : memref<4x4xf64>)
    return %0 : tensor<16x32xf32>
  }
}

