func.func @store_alloc_value(%h: memref<memref<4xf32>>, %v: f32) {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %0, %h[] : memref<memref<4xf32>>
  return
}
func.func @dealloc_cast(%n: index) {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<*xf32>
  memref.dealloc %1 : memref<*xf32>
  return
}
func.func @realloc_used(%src: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.realloc %src : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @self_copy_casts(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %0, %m : memref<?xf32> to memref<4xf32>
  return
}
func.func @collapse_expand_dyn2(%arg0: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%a, %b] : memref<?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @expand_collapse_same(%arg0: memref<?x4xf32>, %a: index) -> memref<?x4xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%a, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x2x4xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
func.func @expand_of_collapse_strided(%arg0: memref<2x3xf32, strided<[3, 1], offset: 5>>) -> memref<3x2xf32, strided<[2, 1], offset: 5>> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32, strided<[3, 1], offset: 5>> into memref<6xf32, strided<[1], offset: 5>>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [3, 2] : memref<6xf32, strided<[1], offset: 5>> into memref<3x2xf32, strided<[2, 1], offset: 5>>
  return %1 : memref<3x2xf32, strided<[2, 1], offset: 5>>
}
func.func @trivial_subview_affine(%arg0: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>) -> memref<4x8xf32, strided<[8, 1]>> {
  %0 = memref.subview %arg0[0, 0] [4, 8] [1, 1] : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>> to memref<4x8xf32, strided<[8, 1]>>
  return %0 : memref<4x8xf32, strided<[8, 1]>>
}
func.func @load_nt_cast(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.load %0[%i] {nontemporal = true} : memref<?xf32>
  return %1 : f32
}
func.func @subview_zero_size(%arg0: memref<8xf32>, %i: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %arg0[%i] [%c0] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}
func.func @dim_of_alloc_cast(%n: index, %m: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.alloc(%n, %m) : memref<?x?xf32>
  %1 = memref.cast %0 : memref<?x?xf32> to memref<*xf32>
  %2 = memref.cast %1 : memref<*xf32> to memref<?x?xf32>
  %3 = memref.dim %2, %c1 : memref<?x?xf32>
  return %3 : index
}
func.func @reinterpret_meta_dyn(%arg0: memref<?x?xf32>, %s: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %s], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %m2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
