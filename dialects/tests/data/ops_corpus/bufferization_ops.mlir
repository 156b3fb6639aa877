// CASE: every bufferization op: alloc_tensor (custom), clone, to_tensor, to_buffer, dealloc, dealloc_tensor, materialize_in_destination
func.func @alloc(%n: index, %t: tensor<?x4xf32>) {
  %0 = bufferization.alloc_tensor() : tensor<4x5xf32>
  %1 = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
  %2 = bufferization.alloc_tensor() copy(%t) : tensor<?x4xf32>
  %3 = bufferization.alloc_tensor(%n) size_hint=%n : tensor<?x4xf32>
  %4 = bufferization.alloc_tensor() copy(%t) size_hint=%n {memory_space = 1 : i64} : tensor<?x4xf32>
  %5 = bufferization.alloc_tensor() {memory_space = "gpu", other} : tensor<f64>
  bufferization.dealloc_tensor %0 : tensor<4x5xf32>
  return
}

func.func @casts(%m: memref<4x?xf32>, %u: memref<*xi8>, %t: tensor<4x?xf32>, %r: tensor<*xi8>) {
  %0 = bufferization.to_tensor %m : memref<4x?xf32> to tensor<4x?xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<4x?xf32> to tensor<4x?xf32>
  %2 = bufferization.to_tensor %u restrict : memref<*xi8> to tensor<*xi8>
  %3 = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32>
  %4 = bufferization.to_buffer %r read_only : tensor<*xi8> to memref<*xi8>
  %5 = bufferization.to_buffer %t read_only {x} : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %6 = bufferization.clone %m : memref<4x?xf32> to memref<4x?xf32>
  %7 = bufferization.clone %u {y} : memref<*xi8> to memref<*xi8>
  return
}

func.func @dealloc(%a: memref<2xf32>, %b: memref<*xi32>, %c1: i1, %c2: i1) -> (i1, i1) {
  bufferization.dealloc (%a : memref<2xf32>) if (%c1)
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<*xi32>) if (%c1, %c2)
  %0:2 = bufferization.dealloc (%a : memref<2xf32>) if (%c2) retain (%a, %b : memref<2xf32>, memref<*xi32>)
  %1 = bufferization.dealloc retain (%b : memref<*xi32>)
  bufferization.dealloc
  bufferization.dealloc {z}
  return %0#0, %1 : i1, i1
}

func.func @materialize(%s: tensor<?xf32>, %d: tensor<5xf32>, %m: memref<5xf32>, %u: tensor<*xf32>, %um: memref<*xf32>) -> tensor<5xf32> {
  %0 = bufferization.materialize_in_destination %s in %d : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>
  bufferization.materialize_in_destination %s in restrict writable %m : (tensor<?xf32>, memref<5xf32>) -> ()
  bufferization.materialize_in_destination %u in writable %um : (tensor<*xf32>, memref<*xf32>) -> ()
  return %0 : tensor<5xf32>
}
