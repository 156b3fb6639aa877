module {
  func.func @affine_dma(%arg0: memref<256xf32>, %arg1: memref<16x16xf32, 2>, %arg2: memref<1xi32, 4>, %arg3: memref<i32>, %arg4: index, %arg5: index) {
    %c0 = arith.constant 0 : index
    affine.dma_start %arg0[%arg4], %arg1[%arg4, %arg4], %arg2[%c0], %arg5 : memref<256xf32>, memref<16x16xf32, 2>, memref<1xi32, 4>
    affine.dma_wait %arg2[%c0], %arg5 : memref<1xi32, 4>
    affine.dma_start %arg0[%arg4 + symbol(%arg5)], %arg1[%arg4 floordiv 2, 3], %arg2[0], %arg5, %arg4, %arg5 : memref<256xf32>, memref<16x16xf32, 2>, memref<1xi32, 4>
    affine.for %arg6 = 0 to 10 {
      affine.dma_start %arg0[%arg6 * 2 + 1], %arg1[%arg6 mod 4, symbol(%arg4)], %arg3[], %arg5 : memref<256xf32>, memref<16x16xf32, 2>, memref<i32>
      affine.dma_wait %arg3[], %arg5 : memref<i32>
    }
    return
  }
  func.func @affine_negated_ids(%arg0: memref<10x10xf32>, %arg1: index, %arg2: index) {
    %0 = affine.load %arg0[-%arg1 + %arg2 * 2, %arg2 * -3 - 1] : memref<10x10xf32>
    %1 = affine.load %arg0[%arg1, %arg2 * -2] : memref<10x10xf32>
    affine.store %0, %arg0[-symbol(%arg1) - 3, (-%arg2) floordiv 2] : memref<10x10xf32>
    return
  }
}

