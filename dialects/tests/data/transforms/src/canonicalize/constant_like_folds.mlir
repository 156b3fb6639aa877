func.func @index_constants(%t: tensor<8x8xf32>, %m: memref<8x8xf32>, %a: i32, %b: i32) -> (tensor<?x4xf32>, memref<?x4xf32, strided<[8, 1], offset: ?>>, i32) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c4 = index.constant 4
  %s = tensor.extract_slice %t[%c1, 0] [%c4, 4] [1, 1] : tensor<8x8xf32> to tensor<?x4xf32>
  %v = memref.subview %m[%c2, 0] [%c4, 4] [1, 1] : memref<8x8xf32> to memref<?x4xf32, strided<[8, 1], offset: ?>>
  %true = index.bool.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  return %s, %v, %a : tensor<?x4xf32>, memref<?x4xf32, strided<[8, 1], offset: ?>>, i32
^bb2:
  return %s, %v, %b : tensor<?x4xf32>, memref<?x4xf32, strided<[8, 1], offset: ?>>, i32
}
