// Memory effects through MemoryEffectsOpInterface: stated ones (memref.load,
// memref.alloc, memref.store, Pure arith) and those computed in code (linalg's
// structured ops, bufferization.materialize_in_destination, cf.assert).
func.func @dead_ops(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %m: memref<4x4xf32>, %n: memref<4x4xf32>,
                    %i: index, %c: i1) -> f32 {
  %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>
  linalg.matmul ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%n : memref<4x4xf32>)
  linalg.copy ins(%m : memref<4x4xf32>) outs(%n : memref<4x4xf32>)
  %1 = linalg.copy ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = linalg.softmax dimension(1) ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
  linalg.softmax dimension(1) ins(%m : memref<4x4xf32>) outs(%n : memref<4x4xf32>)
  %3 = bufferization.materialize_in_destination %a in %b : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  bufferization.materialize_in_destination %a in restrict writable %m : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
  cf.assert %c, "kept: it writes"
  %4 = memref.alloc() : memref<8xf32>
  %5 = memref.load %m[%i, %i] : memref<4x4xf32>
  %6 = arith.addf %5, %5 : f32
  %7 = memref.load %n[%i, %i] : memref<4x4xf32>
  memref.store %7, %m[%i, %i] : memref<4x4xf32>
  return %7 : f32
}
