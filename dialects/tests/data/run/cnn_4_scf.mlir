#map = affine_map<(d0, d1) -> (d0 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
module {
  memref.global "private" constant @__constant_3xf32 : memref<3xf32> = dense<[1.000000e-01, -2.000000e-01, 3.000000e-01]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3x3x2xf32 : memref<3x3x3x2xf32> = dense<[[[[5.000000e-01, -2.500000e-01], [1.250000e-01, 1.000000e+00], [-5.000000e-01, 7.500000e-01]], [[2.500000e-01, 5.000000e-01], [-1.000000e+00, 2.500000e-01], [3.750000e-01, -1.250000e-01]], [[0.000000e+00, 1.500000e+00], [6.250000e-01, -7.500000e-01], [2.500000e-01, 2.500000e-01]]], [[[-5.000000e-01, 2.500000e-01], [1.000000e+00, 5.000000e-01], [7.500000e-01, -2.500000e-01]], [[1.250000e-01, -3.750000e-01], [5.000000e-01, 5.000000e-01], [-2.500000e-01, 1.000000e+00]], [[2.500000e-01, 0.000000e+00], [-1.250000e-01, 6.250000e-01], [5.000000e-01, -5.000000e-01]]], [[[1.000000e+00, 1.000000e+00], [0.000000e+00, -5.000000e-01], [2.500000e-01, 1.250000e-01]], [[-7.500000e-01, 5.000000e-01], [2.500000e-01, 2.500000e-01], [5.000000e-01, 0.000000e+00]], [[1.250000e-01, -2.500000e-01], [3.750000e-01, 7.500000e-01], [-1.000000e+00, 5.000000e-01]]]]> {alignment = 64 : i64}
  func.func @cnn(%arg0: memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x2x2x3xf32> {
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -3.40282347E+38 : f32
    %cst_1 = arith.constant 6.000000e+00 : f32
    %0 = memref.get_global @__constant_3x3x3x2xf32 : memref<3x3x3x2xf32>
    %1 = memref.get_global @__constant_3xf32 : memref<3xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x6x6x2xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c6 step %c1 {
        scf.for %arg3 = %c0 to %c6 step %c1 {
          scf.for %arg4 = %c0 to %c2 step %c1 {
            memref.store %cst, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x6x6x2xf32>
          }
        }
      }
    }
    %subview = memref.subview %alloc[0, 1, 1, 0] [1, 4, 4, 2] [1, 1, 1, 1] : memref<1x6x6x2xf32> to memref<1x4x4x2xf32, strided<[72, 12, 2, 1], offset: 14>>
    memref.copy %arg0, %subview : memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<1x4x4x2xf32, strided<[72, 12, 2, 1], offset: 14>>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x3xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            %2 = memref.load %1[%arg4] : memref<3xf32>
            memref.store %2, %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<1x4x4x3xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                scf.for %arg7 = %c0 to %c2 step %c1 {
                  %2 = affine.apply #map(%arg2, %arg5)
                  %3 = affine.apply #map(%arg3, %arg6)
                  %4 = memref.load %alloc[%arg1, %2, %3, %arg7] : memref<1x6x6x2xf32>
                  %5 = memref.load %0[%arg4, %arg5, %arg6, %arg7] : memref<3x3x3x2xf32>
                  %6 = memref.load %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<1x4x4x3xf32>
                  %7 = arith.mulf %4, %5 : f32
                  %8 = arith.addf %6, %7 : f32
                  memref.store %8, %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<1x4x4x3xf32>
                }
              }
            }
          }
        }
      }
    }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x3xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            %2 = memref.load %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<1x4x4x3xf32>
            %3 = arith.minimumf %2, %cst_1 : f32
            %4 = arith.maximumf %3, %cst : f32
            memref.store %4, %alloc_3[%arg1, %arg2, %arg3, %arg4] : memref<1x4x4x3xf32>
          }
        }
      }
    }
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x3xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            memref.store %cst_0, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x3xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            scf.for %arg5 = %c0 to %c2 step %c1 {
              scf.for %arg6 = %c0 to %c2 step %c1 {
                %2 = affine.apply #map1(%arg2, %arg5)
                %3 = affine.apply #map1(%arg3, %arg6)
                %4 = memref.load %alloc_3[%arg1, %2, %3, %arg4] : memref<1x4x4x3xf32>
                %5 = memref.load %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x3xf32>
                %6 = arith.maximumf %5, %4 : f32
                memref.store %6, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x2x2x3xf32>
              }
            }
          }
        }
      }
    }
    return %alloc_4 : memref<1x2x2x3xf32>
  }
}

