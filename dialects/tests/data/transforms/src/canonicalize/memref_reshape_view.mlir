func.func @expand_of_collapse_static(%arg0: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %1 : memref<6x2x2xf32>
}
func.func @expand_of_collapse_to_collapse(%arg0: memref<2x3x4x5xf32>) -> memref<6x20xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 20] : memref<120xf32> into memref<6x20xf32>
  return %1 : memref<6x20xf32>
}
func.func @expand_of_collapse_to_expand(%arg0: memref<6x20xf32>) -> memref<2x3x4x5xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<6x20xf32> into memref<120xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2, 3]] output_shape [2, 3, 4, 5] : memref<120xf32> into memref<2x3x4x5xf32>
  return %1 : memref<2x3x4x5xf32>
}
func.func @collapse_of_expand_dyn(%arg0: memref<?x?xf32>, %a: index, %b: index) -> memref<?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%a, 4, %b] : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @collapse_of_expand_to_expand(%arg0: memref<?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x?x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [%a, 4, %b, %c] : memref<?x?xf32> into memref<?x4x?x?xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2], [3]] : memref<?x4x?x?xf32> into memref<?x?x?xf32>
  return %1 : memref<?x?x?xf32>
}
func.func @collapse_of_expand_static_mul(%arg0: memref<?x?xf32>, %a: index, %b: index) -> memref<?x8x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1, 2], [3, 4]] output_shape [%a, 4, 2, %b, 3] : memref<?x?xf32> into memref<?x4x2x?x3xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2], [3, 4]] : memref<?x4x2x?x3xf32> into memref<?x8x?xf32>
  return %1 : memref<?x8x?xf32>
}
func.func @transpose_chain(%arg0: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
  %0 = memref.transpose %arg0 (d0, d1, d2) -> (d1, d0, d2) : memref<2x3x4xf32> to memref<3x2x4xf32, strided<[4, 12, 1]>>
  %1 = memref.transpose %0 (d0, d1, d2) -> (d2, d1, d0) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %1 : memref<4x2x3xf32, strided<[1, 12, 4]>>
}
func.func @view_const(%arg0: memref<2048xi8>, %a: index) -> memref<?x?x4xf32> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %0 = memref.view %arg0[%c0][%c7, %a] : memref<2048xi8> to memref<?x?x4xf32>
  return %0 : memref<?x?x4xf32>
}
func.func @view_static(%arg0: memref<16xi8>, %s: index) -> memref<16xi8> {
  %0 = memref.view %arg0[%s][] : memref<16xi8> to memref<16xi8>
  return %0 : memref<16xi8>
}
func.func @view_of_cast_alloc(%a: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<2048xi8>
  %1 = memref.cast %0 : memref<2048xi8> to memref<?xi8>
  %2 = memref.view %1[%c0][%a] : memref<?xi8> to memref<?x4xf32>
  return %2 : memref<?x4xf32>
}
func.func @msc(%arg0: memref<4xf32, 1>) -> memref<4xf32, 3> {
  %0 = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %0 : memref<4xf32> to memref<4xf32, 2>
  %2 = memref.memory_space_cast %1 : memref<4xf32, 2> to memref<4xf32, 3>
  return %2 : memref<4xf32, 3>
}
func.func @dma(%src: memref<16xf32>, %dst: memref<16xf32, 2>, %tag: memref<1xi32>, %i: index, %n: index) {
  %0 = memref.cast %src : memref<16xf32> to memref<?xf32>
  %1 = memref.cast %tag : memref<1xi32> to memref<?xi32>
  memref.dma_start %0[%i], %dst[%i], %n, %1[%i] : memref<?xf32>, memref<16xf32, 2>, memref<?xi32>
  memref.dma_wait %1[%i], %n : memref<?xi32>
  return
}
func.func @extract_meta_cast(%arg0: memref<4x?xf32>) -> (index, index, index) {
  %0 = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %sizes#0, %sizes#1, %strides#0 : index, index, index
}
func.func @reinterpret_const(%arg0: memref<?xf32>, %s: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = memref.reinterpret_cast %arg0 to offset: [%c1], sizes: [%c4, %s], strides: [%s, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @reinterpret_subview_nonzero(%arg : memref<?xi8>, %size1: index, %size2: index) -> memref<?xi8> {
  %0 = memref.subview %arg[4] [%size1] [1] : memref<?xi8> to memref<?xi8, strided<[1], offset: 4>>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%size2], strides: [1] : memref<?xi8, strided<[1], offset: 4>> to memref<?xi8>
  return %1 : memref<?xi8>
}
func.func @view_static0(%arg0: memref<16xi8>) -> memref<16xi8> {
  %c0 = arith.constant 0 : index
  %0 = memref.view %arg0[%c0][] : memref<16xi8> to memref<16xi8>
  return %0 : memref<16xi8>
}
func.func @view_static1(%arg0: memref<16xi8>) -> memref<16xi8> {
  %c0 = arith.constant 1 : index
  %0 = memref.view %arg0[%c0][] : memref<16xi8> to memref<16xi8>
  return %0 : memref<16xi8>
}
