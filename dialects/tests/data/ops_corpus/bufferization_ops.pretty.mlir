module {
  func.func @alloc(%arg0: index, %arg1: tensor<?x4xf32>) {
    %0 = bufferization.alloc_tensor() : tensor<4x5xf32>
    %1 = bufferization.alloc_tensor(%arg0) : tensor<?x4xf32>
    %2 = bufferization.alloc_tensor() copy(%arg1) : tensor<?x4xf32>
    %3 = bufferization.alloc_tensor(%arg0) size_hint=%arg0 : tensor<?x4xf32>
    %4 = bufferization.alloc_tensor() copy(%arg1) size_hint=%arg0 {memory_space = 1 : i64} : tensor<?x4xf32>
    %5 = bufferization.alloc_tensor() {memory_space = "gpu", other} : tensor<f64>
    bufferization.dealloc_tensor %0 : tensor<4x5xf32>
    return
  }
  func.func @casts(%arg0: memref<4x?xf32>, %arg1: memref<*xi8>, %arg2: tensor<4x?xf32>, %arg3: tensor<*xi8>) {
    %0 = bufferization.to_tensor %arg0 : memref<4x?xf32> to tensor<4x?xf32>
    %1 = bufferization.to_tensor %arg0 restrict writable : memref<4x?xf32> to tensor<4x?xf32>
    %2 = bufferization.to_tensor %arg1 restrict : memref<*xi8> to tensor<*xi8>
    %3 = bufferization.to_buffer %arg2 : tensor<4x?xf32> to memref<4x?xf32>
    %4 = bufferization.to_buffer %arg3 read_only : tensor<*xi8> to memref<*xi8>
    %5 = bufferization.to_buffer %arg2 read_only {x} : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
    %6 = bufferization.clone %arg0 : memref<4x?xf32> to memref<4x?xf32>
    %7 = bufferization.clone %arg1 {y} : memref<*xi8> to memref<*xi8>
    return
  }
  func.func @dealloc(%arg0: memref<2xf32>, %arg1: memref<*xi32>, %arg2: i1, %arg3: i1) -> (i1, i1) {
    bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2)
    bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<*xi32>) if (%arg2, %arg3)
    %0:2 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg3) retain (%arg0, %arg1 : memref<2xf32>, memref<*xi32>)
    %1 = bufferization.dealloc retain (%arg1 : memref<*xi32>)
    bufferization.dealloc
    bufferization.dealloc {z}
    return %0#0, %1 : i1, i1
  }
  func.func @materialize(%arg0: tensor<?xf32>, %arg1: tensor<5xf32>, %arg2: memref<5xf32>, %arg3: tensor<*xf32>, %arg4: memref<*xf32>) -> tensor<5xf32> {
    %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>
    bufferization.materialize_in_destination %arg0 in restrict writable %arg2 : (tensor<?xf32>, memref<5xf32>) -> ()
    bufferization.materialize_in_destination %arg3 in writable %arg4 : (tensor<*xf32>, memref<*xf32>) -> ()
    return %0 : tensor<5xf32>
  }
}

