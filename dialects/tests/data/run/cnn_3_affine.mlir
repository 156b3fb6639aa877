module {
  memref.global "private" constant @__constant_3xf32 : memref<3xf32> = dense<[1.000000e-01, -2.000000e-01, 3.000000e-01]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3x3x2xf32 : memref<3x3x3x2xf32> = dense<[[[[5.000000e-01, -2.500000e-01], [1.250000e-01, 1.000000e+00], [-5.000000e-01, 7.500000e-01]], [[2.500000e-01, 5.000000e-01], [-1.000000e+00, 2.500000e-01], [3.750000e-01, -1.250000e-01]], [[0.000000e+00, 1.500000e+00], [6.250000e-01, -7.500000e-01], [2.500000e-01, 2.500000e-01]]], [[[-5.000000e-01, 2.500000e-01], [1.000000e+00, 5.000000e-01], [7.500000e-01, -2.500000e-01]], [[1.250000e-01, -3.750000e-01], [5.000000e-01, 5.000000e-01], [-2.500000e-01, 1.000000e+00]], [[2.500000e-01, 0.000000e+00], [-1.250000e-01, 6.250000e-01], [5.000000e-01, -5.000000e-01]]], [[[1.000000e+00, 1.000000e+00], [0.000000e+00, -5.000000e-01], [2.500000e-01, 1.250000e-01]], [[-7.500000e-01, 5.000000e-01], [2.500000e-01, 2.500000e-01], [5.000000e-01, 0.000000e+00]], [[1.250000e-01, -2.500000e-01], [3.750000e-01, 7.500000e-01], [-1.000000e+00, 5.000000e-01]]]]> {alignment = 64 : i64}
  func.func @cnn(%arg0: memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x2x2x3xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -3.40282347E+38 : f32
    %cst_1 = arith.constant 6.000000e+00 : f32
    %0 = memref.get_global @__constant_3x3x3x2xf32 : memref<3x3x3x2xf32>
    %1 = memref.get_global @__constant_3xf32 : memref<3xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x6x6x2xf32>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 6 {
        affine.for %arg3 = 0 to 6 {
          affine.for %arg4 = 0 to 2 {
            affine.store %cst, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x6x6x2xf32>
          }
        }
      }
    }
    %subview = memref.subview %alloc[0, 1, 1, 0] [1, 4, 4, 2] [1, 1, 1, 1] : memref<1x6x6x2xf32> to memref<1x4x4x2xf32, strided<[72, 12, 2, 1], offset: 14>>
    memref.copy %arg0, %subview : memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<1x4x4x2xf32, strided<[72, 12, 2, 1], offset: 14>>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x3xf32>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 4 {
        affine.for %arg3 = 0 to 4 {
          affine.for %arg4 = 0 to 3 {
            %2 = affine.load %1[%arg4] : memref<3xf32>
            affine.store %2, %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<1x4x4x3xf32>
          }
        }
      }
    }
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 4 {
        affine.for %arg3 = 0 to 4 {
          affine.for %arg4 = 0 to 3 {
            affine.for %arg5 = 0 to 3 {
              affine.for %arg6 = 0 to 3 {
                affine.for %arg7 = 0 to 2 {
                  %2 = affine.load %alloc[%arg1, %arg2 + %arg5, %arg3 + %arg6, %arg7] : memref<1x6x6x2xf32>
                  %3 = affine.load %0[%arg4, %arg5, %arg6, %arg7] : memref<3x3x3x2xf32>
                  %4 = affine.load %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<1x4x4x3xf32>
                  %5 = arith.mulf %2, %3 : f32
                  %6 = arith.addf %4, %5 : f32
                  affine.store %6, %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<1x4x4x3xf32>
                }
              }
            }
          }
        }
      }
    }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x3xf32>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 4 {
        affine.for %arg3 = 0 to 4 {
          affine.for %arg4 = 0 to 3 {
            %2 = affine.load %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<1x4x4x3xf32>
            %3 = arith.minimumf %2, %cst_1 : f32
            %4 = arith.maximumf %3, %cst : f32
            affine.store %4, %alloc_3[%arg1, %arg2, %arg3, %arg4] : memref<1x4x4x3xf32>
          }
        }
      }
    }
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x3xf32>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 2 {
        affine.for %arg3 = 0 to 2 {
          affine.for %arg4 = 0 to 3 {
            affine.store %cst_0, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x3xf32>
          }
        }
      }
    }
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 2 {
        affine.for %arg3 = 0 to 2 {
          affine.for %arg4 = 0 to 3 {
            affine.for %arg5 = 0 to 2 {
              affine.for %arg6 = 0 to 2 {
                %2 = affine.load %alloc_3[%arg1, %arg2 * 2 + %arg5, %arg3 * 2 + %arg6, %arg4] : memref<1x4x4x3xf32>
                %3 = affine.load %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x3xf32>
                %4 = arith.maximumf %3, %2 : f32
                affine.store %4, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x3xf32>
              }
            }
          }
        }
      }
    }
    return %alloc_4 : memref<1x2x2x3xf32>
  }
}

