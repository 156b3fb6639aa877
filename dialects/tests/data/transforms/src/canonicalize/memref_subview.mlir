func.func @subview_const(%arg0: memref<8x16x4xf32>, %i: index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %arg0[%c0, %i, %c1] [%c4, %c2, %c1] [%c1, %c2, %c1] : memref<8x16x4xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return %0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @subview_of_cast(%arg0: memref<8x16xf32>, %i: index, %j: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.cast %arg0 : memref<8x16xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%i, %j] [%i, %j] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @subview_of_cast_rr(%arg0: memref<8x16x1xf32>, %i: index, %j: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = memref.cast %arg0 : memref<8x16x1xf32> to memref<?x?x?xf32>
  %1 = memref.subview %0[%i, %j, 0] [1, %j, 1] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %1 : memref<?xf32, strided<[?], offset: ?>>
}
func.func @trivial_subview_dynamic_layout(%arg0: memref<8x16xf32, strided<[?, 1], offset: ?>>) -> memref<8x16xf32, strided<[?, 1], offset: ?>> {
  %1 = memref.subview %arg0[0, 0] [8, 16] [1, 1] : memref<8x16xf32, strided<[?, 1], offset: ?>> to memref<8x16xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<8x16xf32, strided<[?, 1], offset: ?>>
}
func.func @subview_of_subview_noop(%arg0: memref<?x?xf32>, %a: index, %b: index, %o: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %arg0[%o, 0] [%a, %b] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[%c0, 0] [%a, %b] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @subview_neg_stride(%arg0: memref<16xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %c-1 = arith.constant -1 : index
  %c8 = arith.constant 8 : index
  %0 = memref.subview %arg0[%c8] [4] [%c-1] : memref<16xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %0 : memref<4xf32, strided<[?], offset: ?>>
}
func.func @subview_multi_unit(%arg0: memref<1x1x8xf32>, %i: index) -> memref<1x?xf32, strided<[8, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, 0, %i] [1, 1, %c1] [1, 1, 1] : memref<1x1x8xf32> to memref<1x?xf32, strided<[8, 1], offset: ?>>
  return %0 : memref<1x?xf32, strided<[8, 1], offset: ?>>
}
