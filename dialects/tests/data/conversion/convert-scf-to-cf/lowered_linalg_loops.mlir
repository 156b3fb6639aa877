// lower-affine's output on ../lower-affine/linalg_affine_loops.mlir
module {
  func.func @matmul(%arg0: memref<2x3xf32>, %arg1: memref<3x4xf32>, %arg2: memref<2x4xf32>) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %c2 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg4 = %c0_0 to %c4 step %c1_1 {
        %c0_2 = arith.constant 0 : index
        %c3 = arith.constant 3 : index
        %c1_3 = arith.constant 1 : index
        scf.for %arg5 = %c0_2 to %c3 step %c1_3 {
          %0 = memref.load %arg0[%arg3, %arg5] : memref<2x3xf32>
          %1 = memref.load %arg1[%arg5, %arg4] : memref<3x4xf32>
          %2 = memref.load %arg2[%arg3, %arg4] : memref<2x4xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          memref.store %4, %arg2[%arg3, %arg4] : memref<2x4xf32>
        }
      }
    }
    return
  }
  func.func @fill(%arg0: f32, %arg1: memref<4x5xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c4 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c5 = arith.constant 5 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg3 = %c0_0 to %c5 step %c1_1 {
        memref.store %arg0, %arg1[%arg2, %arg3] : memref<4x5xf32>
      }
    }
    return
  }
  func.func @conv(%arg0: memref<1x6x6x2xf32>, %arg1: memref<3x3x2x4xf32>, %arg2: memref<1x2x2x4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %c1 step %c1_0 {
      %c0_1 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c1_2 = arith.constant 1 : index
      scf.for %arg4 = %c0_1 to %c2 step %c1_2 {
        %c0_3 = arith.constant 0 : index
        %c2_4 = arith.constant 2 : index
        %c1_5 = arith.constant 1 : index
        scf.for %arg5 = %c0_3 to %c2_4 step %c1_5 {
          %c0_6 = arith.constant 0 : index
          %c4 = arith.constant 4 : index
          %c1_7 = arith.constant 1 : index
          scf.for %arg6 = %c0_6 to %c4 step %c1_7 {
            %c0_8 = arith.constant 0 : index
            %c3 = arith.constant 3 : index
            %c1_9 = arith.constant 1 : index
            scf.for %arg7 = %c0_8 to %c3 step %c1_9 {
              %c0_10 = arith.constant 0 : index
              %c3_11 = arith.constant 3 : index
              %c1_12 = arith.constant 1 : index
              scf.for %arg8 = %c0_10 to %c3_11 step %c1_12 {
                %c0_13 = arith.constant 0 : index
                %c2_14 = arith.constant 2 : index
                %c1_15 = arith.constant 1 : index
                scf.for %arg9 = %c0_13 to %c2_14 step %c1_15 {
                  %c2_16 = arith.constant 2 : index
                  %0 = arith.muli %arg4, %c2_16 overflow<nsw> : index
                  %1 = arith.addi %0, %arg7 : index
                  %c2_17 = arith.constant 2 : index
                  %2 = arith.muli %arg5, %c2_17 overflow<nsw> : index
                  %3 = arith.addi %2, %arg8 : index
                  %4 = memref.load %arg0[%arg3, %1, %3, %arg9] : memref<1x6x6x2xf32>
                  %5 = memref.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x2x4xf32>
                  %6 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x2x2x4xf32>
                  %7 = arith.mulf %4, %5 : f32
                  %8 = arith.addf %6, %7 : f32
                  memref.store %8, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x2x2x4xf32>
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
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    scf.for %arg2 = %c0_1 to %dim_0 step %c1_2 {
      %c0_3 = arith.constant 0 : index
      %c1_4 = arith.constant 1 : index
      scf.for %arg3 = %c0_3 to %dim step %c1_4 {
        %0 = memref.load %arg0[%arg3, %arg2] : memref<?x?xf32>
        %1 = arith.addi %arg2, %arg3 : index
        %2 = arith.index_cast %1 : index to i32
        %3 = arith.sitofp %2 : i32 to f32
        %4 = arith.addf %0, %3 : f32
        memref.store %4, %arg1[%arg2, %arg3] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @tensor_untouched(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = linalg.copy ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

