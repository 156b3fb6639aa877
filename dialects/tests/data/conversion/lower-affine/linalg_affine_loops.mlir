// convert-linalg-to-affine-loops' output on ../convert-linalg-to-affine-loops/buffers.mlir
#map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
module {
  func.func @matmul(%arg0: memref<2x3xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x4xf32>) {
    affine.for %arg3 = 0 to 2 {
      affine.for %arg4 = 0 to 4 {
        affine.for %arg5 = 0 to 3 {
          %0 = affine.load %arg0[%arg3, %arg5] : memref<2x3xf32>
          %1 = affine.load %arg1[%arg5, %arg4] : memref<3x4xf32>
          %2 = affine.load %arg2[%arg3, %arg4] : memref<2x4xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %arg2[%arg3, %arg4] : memref<2x4xf32>
        }
      }
    }
    return
  }
  func.func @fill(%arg0: f32, %arg1: memref<4x5xf32>) {
    affine.for %arg2 = 0 to 4 {
      affine.for %arg3 = 0 to 5 {
        affine.store %arg0, %arg1[%arg2, %arg3] : memref<4x5xf32>
      }
    }
    return
  }
  func.func @conv(%arg0: memref<1x6x6x2xf32>, %arg1: memref<3x3x2x4xf32>, %arg2: memref<1x2x2x4xf32>) {
    affine.for %arg3 = 0 to 1 {
      affine.for %arg4 = 0 to 2 {
        affine.for %arg5 = 0 to 2 {
          affine.for %arg6 = 0 to 4 {
            affine.for %arg7 = 0 to 3 {
              affine.for %arg8 = 0 to 3 {
                affine.for %arg9 = 0 to 2 {
                  %0 = affine.apply #map(%arg4, %arg7)
                  %1 = affine.apply #map(%arg5, %arg8)
                  %2 = affine.load %arg0[%arg3, %0, %1, %arg9] : memref<1x6x6x2xf32>
                  %3 = affine.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x2x4xf32>
                  %4 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x2x2x4xf32>
                  %5 = arith.mulf %2, %3 : f32
                  %6 = arith.addf %4, %5 : f32
                  affine.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x2x2x4xf32>
                }
              }
            }
          }
        }
      }
    }
    return
  }
  func.func @dyn(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    affine.for %arg2 = 0 to %dim_0 {
      affine.for %arg3 = 0 to %dim {
        %0 = affine.load %arg0[%arg3, %arg2] : memref<?x?xf32>
        %1 = arith.addi %arg2, %arg3 : index
        %2 = arith.index_cast %1 : index to i32
        %3 = arith.sitofp %2 : i32 to f32
        %4 = arith.addf %0, %3 : f32
        affine.store %4, %arg1[%arg2, %arg3] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @tensor_untouched(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = linalg.copy ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

