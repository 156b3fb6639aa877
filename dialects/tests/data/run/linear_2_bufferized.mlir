#map = affine_map<(d0, d1) -> (d0, d1)>
module @linear attributes {tosa.model = "Linear(16,10)", tosa.version = 1 : i32} {
  memref.global "private" constant @__constant_1x10xf32 : memref<1x10xf32> = dense<-2.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x16x10xf32 : memref<1x16x10xf32> = dense<1.250000e-01> {alignment = 64 : i64}
  func.func public @forward(%arg0: memref<1x16xf32, strided<[?, ?], offset: ?>>) -> memref<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = memref.get_global @__constant_1x16x10xf32 : memref<1x16x10xf32>
    %1 = memref.get_global @__constant_1x10xf32 : memref<1x10xf32>
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 1, 16] : memref<1x16xf32, strided<[?, ?], offset: ?>> into memref<1x1x16xf32, strided<[?, ?, ?], offset: ?>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x1x10xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x1x10xf32>)
    linalg.batch_matmul ins(%expand_shape, %0 : memref<1x1x16xf32, strided<[?, ?, ?], offset: ?>>, memref<1x16x10xf32>) outs(%alloc : memref<1x1x10xf32>)
    %collapse_shape = memref.collapse_shape %alloc [[0, 1], [2]] : memref<1x1x10xf32> into memref<1x10xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x10xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapse_shape, %1 : memref<1x10xf32>, memref<1x10xf32>) outs(%alloc_0 : memref<1x10xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %2 = arith.addf %in, %in_1 : f32
      linalg.yield %2 : f32
    }
    %cast = memref.cast %alloc_0 : memref<1x10xf32> to memref<1x10xf32, strided<[?, ?], offset: ?>>
    return %alloc_0 : memref<1x10xf32>
  }
}

