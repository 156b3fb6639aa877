// Run by conversion_passes.rs at every level of
// convert-linalg-to-affine-loops -> lower-affine -> convert-scf-to-cf
// (and convert-linalg-to-loops -> convert-scf-to-cf).
func.func @matmul(%a: memref<2x3xf32>, %b: memref<3x4xf32>) -> memref<2x4xf32> {
  %c = memref.alloc() : memref<2x4xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<2x4xf32>)
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return %c : memref<2x4xf32>
}
func.func @pool(%x: memref<1x4x4x1xf32>) -> memref<1x2x2x1xf32> {
  %w = memref.alloc() : memref<2x2xf32>
  %o = memref.alloc() : memref<1x2x2x1xf32>
  %low = arith.constant -1.0e30 : f32
  linalg.fill ins(%low : f32) outs(%o : memref<1x2x2x1xf32>)
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : memref<1x4x4x1xf32>, memref<2x2xf32>) outs(%o : memref<1x2x2x1xf32>)
  return %o : memref<1x2x2x1xf32>
}
