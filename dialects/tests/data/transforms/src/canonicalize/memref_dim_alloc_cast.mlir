func.func @dim_subview_rank_reduced(%arg0: memref<?x?x?xf32>, %a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, 0, 0] [%a, 1, %b] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %1 = memref.dim %0, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %2 = memref.dim %0, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %1, %2 : index, index
}
func.func @dim_view(%arg0: memref<2048xi8>, %a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.view %arg0[%c0][%a, %b] : memref<2048xi8> to memref<?x4x?xf32>
  %1 = memref.dim %0, %c0 : memref<?x4x?xf32>
  %c2 = arith.constant 2 : index
  %2 = memref.dim %0, %c2 : memref<?x4x?xf32>
  return %1, %2 : index, index
}
func.func @dim_cast(%arg0: memref<4x?xf32>, %i: index) -> (index, index) {
  %0 = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %1 = memref.dim %0, %c0 : memref<?x?xf32>
  %2 = memref.dim %0, %i : memref<?x?xf32>
  return %1, %2 : index, index
}
func.func @dim_unranked_cast(%arg0: memref<*xf32>, %i: index) -> index {
  %0 = memref.cast %arg0 : memref<*xf32> to memref<?x?xf32>
  %2 = memref.dim %0, %i : memref<?x?xf32>
  return %2 : index
}
func.func @dead_alloc(%v: f32, %i: index) {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %v, %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  %1 = memref.alloca(%i) : memref<?xf32>
  memref.store %v, %1[%i] : memref<?xf32>
  return
}
func.func @alloc_used(%v: f32, %i: index) -> f32 {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %v, %0[%i] : memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return %1 : f32
}
func.func @alloca_const(%i: index) -> memref<?x?x8xf32> {
  %c3 = arith.constant 3 : index
  %0 = memref.alloca(%c3, %i) {alignment = 64 : i64} : memref<?x?x8xf32>
  return %0 : memref<?x?x8xf32>
}
func.func @cast_chain(%arg0: memref<4x4xf32>) -> memref<?x?xf32> {
  %0 = memref.cast %arg0 : memref<4x4xf32> to memref<4x?xf32>
  %1 = memref.cast %0 : memref<4x?xf32> to memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @cast_chain_back(%arg0: memref<4x4xf32>) -> memref<4x4xf32> {
  %0 = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
  %1 = memref.cast %0 : memref<?x?xf32> to memref<4x4xf32>
  return %1 : memref<4x4xf32>
}
func.func @load_store_cast(%arg0: memref<4xf32>, %arg1: memref<8xf32>, %i: index) {
  %0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %arg1 : memref<8xf32> to memref<?xf32>
  %v = memref.load %0[%i] : memref<?xf32>
  memref.store %v, %1[%i] : memref<?xf32>
  %2 = memref.atomic_rmw addf %v, %1[%i] : (f32, memref<?xf32>) -> f32
  memref.prefetch %0[%i], read, locality<3>, data : memref<?xf32>
  memref.dealloc %1 : memref<?xf32>
  return
}
func.func @copy_two_casts(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
  %0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
  memref.copy %0, %1 : memref<?xf32> to memref<?xf32>
  return
}
func.func @assume(%arg0: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.assume_alignment %arg0, 16 : memref<4xf32>
  %1 = memref.assume_alignment %0, 16 : memref<4xf32>
  %2 = memref.assume_alignment %1, 32 : memref<4xf32>
  return %2 : memref<4xf32>
}
func.func @rank(%arg0: memref<*xf32>, %arg1: memref<4x?xf32>) -> (index, index) {
  %0 = memref.rank %arg0 : memref<*xf32>
  %1 = memref.rank %arg1 : memref<4x?xf32>
  return %0, %1 : index, index
}
