func.func @empty(%n: index) -> index {
  %c2 = arith.constant 2 : index
  %0 = tensor.empty(%n) : tensor<4x?xf32>
  %1 = tensor.dim %0, %c2 : tensor<4x?xf32>
  return %1 : index
}

func.func @fine(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.empty(%n) : tensor<4x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<4x?xf32>
  return %1 : index
}

func.func @alloc(%sz: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %alloc = bufferization.alloc_tensor(%sz, %sz) : tensor<?x?xf32>
  %0 = tensor.dim %alloc, %c3 : tensor<?x?xf32>
  %1 = tensor.dim %alloc, %c5 : tensor<?x?xf32>
  return %0, %1 : index, index
}

func.func @memref_expand(%m: memref<?xf32>, %n: index) -> index {
  %c4 = arith.constant 4 : index
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %1 = memref.dim %0, %c4 : memref<?x4xf32>
  return %1 : index
}
