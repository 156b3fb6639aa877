// CASE: a rank-1 strided<[1]> layout (offset 0) is the identity layout, as its map (d0) -> (d0) is: reshapes and views of it give identity-layout results
func.func @f(%m: memref<?xf32, strided<[1]>>, %n: index, %b: memref<16xi8, strided<[1]>>, %c: memref<4xf32, strided<[1], offset: 0>>) {
  %r = memref.expand_shape %m [[0, 1]] output_shape [%n, 42] : memref<?xf32, strided<[1]>> into memref<?x42xf32>
  %c0 = arith.constant 0 : index
  %v = memref.view %b[%c0][] : memref<16xi8, strided<[1]>> to memref<4xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, 2] : memref<4xf32, strided<[1], offset: 0>> into memref<2x2xf32>
  return
}
