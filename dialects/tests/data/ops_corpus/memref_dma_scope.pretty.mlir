module {
  func.func @scope(%arg0: index) -> f32 {
    memref.alloca_scope  {
      %alloca = memref.alloca(%arg0) : memref<?xf32>
    }
    %0 = memref.alloca_scope  -> (f32) {
      %cst = arith.constant 1.000000e+00 : f32
      memref.alloca_scope.return %cst : f32
    }
    %1:2 = memref.alloca_scope  -> (f32, index) {
      %cst = arith.constant 2.000000e+00 : f32
      memref.alloca_scope.return %cst, %arg0 : f32, index
    } {tag}
    return %0 : f32
  }
  func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: memref<1xi32>, %arg3: index, %arg4: index, %arg5: index, %arg6: index) {
    memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
    memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3], %arg5, %arg6 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
    memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32>
    memref.dma_wait %arg2[%arg3], %arg4 {w} : memref<1xi32>
    return
  }
  func.func @prefetch(%arg0: memref<400x400xi32>, %arg1: index, %arg2: memref<f32>) {
    memref.prefetch %arg0[%arg1, %arg1], write, locality<1>, data : memref<400x400xi32>
    memref.prefetch %arg0[%arg1, %arg1], read, locality<3>, instr : memref<400x400xi32>
    memref.prefetch %arg2[], read, locality<0>, data : memref<f32>
    return
  }
  func.func @realloc(%arg0: memref<4xf32>, %arg1: memref<?xi8, 2>, %arg2: index) {
    %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
    %1 = memref.realloc %arg0(%arg2) : memref<4xf32> to memref<?xf32>
    %2 = memref.realloc %arg1(%arg2) {alignment = 16 : i64} : memref<?xi8, 2> to memref<?xi8, 2>
    %3 = memref.realloc %arg1 : memref<?xi8, 2> to memref<10xi8, 2>
    return
  }
  func.func @distinct(%arg0: memref<?xf32>, %arg1: memref<4x4xi32>, %arg2: memref<f16, 1>) {
    %0:2 = memref.distinct_objects %arg0, %arg1 : memref<?xf32>, memref<4x4xi32>
    %1:3 = memref.distinct_objects %arg0, %arg1, %arg2 {x} : memref<?xf32>, memref<4x4xi32>, memref<f16, 1>
    %2 = memref.distinct_objects %arg2 : memref<f16, 1>
    return
  }
}

