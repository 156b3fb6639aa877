#map = affine_map<(d0, d1) -> (d0 * 16 + d1)>
#map2 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
func.func @cast_affine(%arg0: memref<?x16xf32, #map>, %i: index) -> f32 {
  %0 = memref.cast %arg0 : memref<?x16xf32, #map> to memref<?x?xf32, #map2>
  %1 = memref.subview %0[%i, %i] [4, 4] [1, 1] : memref<?x?xf32, #map2> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %2 = memref.load %1[%i, %i] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %2 : f32
}
func.func @copy_affine(%arg0: memref<4x16xf32, #map>, %arg1: memref<4x16xf32>) {
  %0 = memref.cast %arg0 : memref<4x16xf32, #map> to memref<4x16xf32, strided<[?, ?], offset: ?>>
  memref.copy %0, %arg1 : memref<4x16xf32, strided<[?, ?], offset: ?>> to memref<4x16xf32>
  return
}
func.func @collapse_cast_affine(%arg0: memref<4x16xf32, #map>) -> memref<64xf32> {
  %0 = memref.cast %arg0 : memref<4x16xf32, #map> to memref<4x16xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<4x16xf32> into memref<64xf32>
  return %1 : memref<64xf32>
}
func.func @subview_affine_src(%arg0: memref<8x16xf32, #map>) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[%c1, 4] [4, 4] [1, 1] : memref<8x16xf32, #map> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: ?>>
}
func.func @collapse_strided_cast(%arg0: memref<4x8xf32, strided<[16, 1]>>) -> memref<?x?xf32, strided<[?, 1]>> {
  %0 = memref.cast %arg0 : memref<4x8xf32, strided<[16, 1]>> to memref<?x8xf32, strided<[?, 1]>>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [4, 2, 4] : memref<?x8xf32, strided<[?, 1]>> into memref<?x2x4xf32, strided<[?, 4, 1]>>
  %2 = memref.collapse_shape %1 [[0], [1, 2]] : memref<?x2x4xf32, strided<[?, 4, 1]>> into memref<?x8xf32, strided<[?, 1]>>
  %3 = memref.cast %2 : memref<?x8xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, 1]>>
  return %3 : memref<?x?xf32, strided<[?, 1]>>
}
func.func @collapse_strided_src_cast(%arg0: memref<4x2x4xf32, strided<[16, 4, 1]>>) -> memref<?x?xf32, strided<[?, ?]>> {
  %0 = memref.cast %arg0 : memref<4x2x4xf32, strided<[16, 4, 1]>> to memref<?x?x?xf32, strided<[?, ?, 1]>>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<?x?x?xf32, strided<[?, ?, 1]>> into memref<?x?xf32, strided<[?, ?]>>
  return %1 : memref<?x?xf32, strided<[?, ?]>>
}
