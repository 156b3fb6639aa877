module @linear attributes {tosa.model = "Linear(16,10)", tosa.version = 1 : i32} {
  memref.global "private" constant @__constant_1x10xf32 : memref<1x10xf32> = dense<-2.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x16x10xf32 : memref<1x16x10xf32> = dense<1.250000e-01> {alignment = 64 : i64}
  func.func public @forward(%arg0: memref<1x16xf32, strided<[?, ?], offset: ?>>) -> memref<1x10xf32> {
    %c16 = arith.constant 16 : index
    %c10 = arith.constant 10 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = memref.get_global @__constant_1x16x10xf32 : memref<1x16x10xf32>
    %1 = memref.get_global @__constant_1x10xf32 : memref<1x10xf32>
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 1, 16] : memref<1x16xf32, strided<[?, ?], offset: ?>> into memref<1x1x16xf32, strided<[?, ?, ?], offset: ?>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x1x10xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c10 step %c1 {
          memref.store %cst, %alloc[%arg1, %arg2, %arg3] : memref<1x1x10xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c10 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %2 = memref.load %expand_shape[%arg1, %arg2, %arg4] : memref<1x1x16xf32, strided<[?, ?, ?], offset: ?>>
            %3 = memref.load %0[%arg1, %arg4, %arg3] : memref<1x16x10xf32>
            %4 = memref.load %alloc[%arg1, %arg2, %arg3] : memref<1x1x10xf32>
            %5 = arith.mulf %2, %3 : f32
            %6 = arith.addf %4, %5 : f32
            memref.store %6, %alloc[%arg1, %arg2, %arg3] : memref<1x1x10xf32>
          }
        }
      }
    }
    %collapse_shape = memref.collapse_shape %alloc [[0, 1], [2]] : memref<1x1x10xf32> into memref<1x10xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x10xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c10 step %c1 {
        %2 = memref.load %collapse_shape[%arg1, %arg2] : memref<1x10xf32>
        %3 = memref.load %1[%arg1, %arg2] : memref<1x10xf32>
        %4 = arith.addf %2, %3 : f32
        memref.store %4, %alloc_0[%arg1, %arg2] : memref<1x10xf32>
      }
    }
    return %alloc_0 : memref<1x10xf32>
  }
}

