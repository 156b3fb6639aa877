// CSE across ops whose effects MemoryEffectsOpInterface gives: loads merge
// across ops without writes (linalg on tensors, Pure ops) and not across
// writers (linalg on memrefs, cf.assert, memref.store).
func.func @loads(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %m: memref<4x4xf32>, %n: memref<4x4xf32>,
                 %i: index, %c: i1) -> (f32, f32, f32, f32, f32, f32, tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = memref.load %m[%i, %i] : memref<4x4xf32>
  %t = linalg.copy ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = memref.load %m[%i, %i] : memref<4x4xf32>
  linalg.copy ins(%n : memref<4x4xf32>) outs(%m : memref<4x4xf32>)
  %2 = memref.load %m[%i, %i] : memref<4x4xf32>
  cf.assert %c, "a write"
  %3 = memref.load %m[%i, %i] : memref<4x4xf32>
  %s = linalg.softmax dimension(1) ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
  %4 = memref.load %m[%i, %i] : memref<4x4xf32>
  memref.store %4, %n[%i, %i] : memref<4x4xf32>
  %5 = memref.load %m[%i, %i] : memref<4x4xf32>
  return %0, %1, %2, %3, %4, %5, %t, %s : f32, f32, f32, f32, f32, f32, tensor<4x4xf32>, tensor<4x4xf32>
}
