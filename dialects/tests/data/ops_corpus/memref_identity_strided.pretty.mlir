module {
  func.func @f(%arg0: memref<?xf32, strided<[1]>>, %arg1: index, %arg2: memref<16xi8, strided<[1]>>, %arg3: memref<4xf32, strided<[1]>>) {
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg1, 42] : memref<?xf32, strided<[1]>> into memref<?x42xf32>
    %c0 = arith.constant 0 : index
    %view = memref.view %arg2[%c0][] : memref<16xi8, strided<[1]>> to memref<4xf32>
    %expand_shape_0 = memref.expand_shape %arg3 [[0, 1]] output_shape [2, 2] : memref<4xf32, strided<[1]>> into memref<2x2xf32>
    return
  }
}

