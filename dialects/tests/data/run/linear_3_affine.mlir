module @linear attributes {tosa.model = "Linear(16,10)", tosa.version = 1 : i32} {
  memref.global "private" constant @__constant_1x10xf32 : memref<1x10xf32> = dense<-2.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x16x10xf32 : memref<1x16x10xf32> = dense<1.250000e-01> {alignment = 64 : i64}
  func.func public @forward(%arg0: memref<1x16xf32, strided<[?, ?], offset: ?>>) -> memref<1x10xf32> {
    %cst = arith.constant -2.000000e+00 : f32
    %cst_0 = arith.constant 1.250000e-01 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 1, 16] : memref<1x16xf32, strided<[?, ?], offset: ?>> into memref<1x1x16xf32, strided<[?, ?, ?], offset: ?>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x1x10xf32>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 1 {
        affine.for %arg3 = 0 to 10 {
          affine.store %cst_1, %alloc[%arg1, %arg2, %arg3] : memref<1x1x10xf32>
        }
      }
    }
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 1 {
        affine.for %arg3 = 0 to 10 {
          affine.for %arg4 = 0 to 16 {
            %0 = affine.load %expand_shape[%arg1, %arg2, %arg4] : memref<1x1x16xf32, strided<[?, ?, ?], offset: ?>>
            %1 = affine.load %alloc[%arg1, %arg2, %arg3] : memref<1x1x10xf32>
            %2 = arith.mulf %0, %cst_0 : f32
            %3 = arith.addf %1, %2 : f32
            affine.store %3, %alloc[%arg1, %arg2, %arg3] : memref<1x1x10xf32>
          }
        }
      }
    }
    %collapse_shape = memref.collapse_shape %alloc [[0, 1], [2]] : memref<1x1x10xf32> into memref<1x10xf32>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x10xf32>
    affine.for %arg1 = 0 to 1 {
      affine.for %arg2 = 0 to 10 {
        %0 = affine.load %collapse_shape[%arg1, %arg2] : memref<1x10xf32>
        %1 = arith.addf %0, %cst : f32
        affine.store %1, %alloc_2[%arg1, %arg2] : memref<1x10xf32>
      }
    }
    return %alloc_2 : memref<1x10xf32>
  }
}

