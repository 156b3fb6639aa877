func.func @a(%arg0: memref<2x?x4xf32>, %n: index) -> memref<2x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<2x?x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [2, %n] : memref<?xf32> into memref<2x?xf32>
  return %1 : memref<2x?xf32>
}
func.func @b(%arg0: memref<?x2x3xf32>, %n: index) -> memref<?x6xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<?x2x3xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%n, 6] : memref<?xf32> into memref<?x6xf32>
  return %1 : memref<?x6xf32>
}
func.func @c(%arg0: memref<2x3x?xf32>, %n: index) -> memref<6x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<2x3x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, %n] : memref<?xf32> into memref<6x?xf32>
  return %1 : memref<6x?xf32>
}
func.func @d(%arg0: memref<2x3x1x4xf32>) -> memref<6x4xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2, 3]] : memref<2x3x1x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}
func.func @e(%arg0: memref<2x3x4x1xf32>) -> memref<6x4xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2, 3]] : memref<2x3x4x1xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}
func.func @f(%arg0: memref<1x?x1x?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2, 3]] : memref<1x?x1x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%n, %m] : memref<?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @g(%arg0: memref<?x1x?xf32>, %n: index) -> memref<?x4xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<?x1x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}
func.func @g7a(%arg0: memref<?x2x3x5xf32>, %n: index) -> memref<?x15xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2, 3]] : memref<?x2x3x5xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%n, 15] : memref<?xf32> into memref<?x15xf32>
  return %1 : memref<?x15xf32>
}
func.func @g7b(%arg0: memref<?x2x?xf32>, %n: index, %m: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<?x2x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%n, %m] : memref<?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @g7c(%arg0: memref<2x2x?xf32>, %n: index) -> memref<2x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<2x2x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [2, %n] : memref<?xf32> into memref<2x?xf32>
  return %1 : memref<2x?xf32>
}
func.func @g7d(%arg0: memref<1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<1x1xf32> into memref<1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1xf32> into memref<f32>
  return %1 : memref<f32>
}
func.func @g7e(%arg0: memref<?x2x3x6x?xf32>, %n: index, %m: index) -> memref<?x6x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2, 3, 4]] : memref<?x2x3x6x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [%n, 6, %m] : memref<?xf32> into memref<?x6x?xf32>
  return %1 : memref<?x6x?xf32>
}
func.func @g7f(%arg0: memref<3x1x4x1x5xf32>) -> memref<12x5xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2, 3, 4]] : memref<3x1x4x1x5xf32> into memref<60xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [12, 5] : memref<60xf32> into memref<12x5xf32>
  return %1 : memref<12x5xf32>
}
