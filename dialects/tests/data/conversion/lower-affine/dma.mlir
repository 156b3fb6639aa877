// CASE: negated SSA ids in affine subscripts (-%i, - -%i, -(...), -symbol(...)); affine.dma_start (plain and strided, subscripts with symbols, floordiv and constants) and affine.dma_wait; their maps are discardable attributes
func.func @affine_dma(%A: memref<256xf32>, %B: memref<16x16xf32, 2>, %tag: memref<1xi32, 4>, %t0: memref<i32>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  affine.dma_start %A[%i], %B[%i, %i], %tag[%c0], %n : memref<256xf32>, memref<16x16xf32, 2>, memref<1xi32, 4>
  affine.dma_wait %tag[%c0], %n : memref<1xi32, 4>
  affine.dma_start %A[%i + symbol(%n)], %B[%i floordiv 2, 3], %tag[0], %n, %i, %n : memref<256xf32>, memref<16x16xf32, 2>, memref<1xi32, 4>
  affine.for %j = 0 to 10 {
    affine.dma_start %A[%j * 2 + 1], %B[%j mod 4, symbol(%i)], %t0[], %n : memref<256xf32>, memref<16x16xf32, 2>, memref<i32>
    affine.dma_wait %t0[], %n : memref<i32>
  }
  return
}
