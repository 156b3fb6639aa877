// CASE: linalg OpDSL contractions (matvec, vecmat, dot, batch_*, mmt4d, quantized matmuls) and fill_rng_2d, mixed element types
func.func @vec(%m: tensor<4x8xf32>, %v: tensor<8xf32>, %r: tensor<4xf32>, %v4: tensor<4xf32>, %r8: tensor<8xf32>, %s: tensor<f32>,
               %bm: tensor<2x4x8xi8>, %bv: tensor<2x8xi8>, %br: tensor<2x4xi32>, %bv4: tensor<2x4xi8>, %br8: tensor<2x8xi32>) -> tensor<4xf32> {
  %0 = linalg.matvec ins(%m, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.vecmat ins(%v4, %m : tensor<4xf32>, tensor<4x8xf32>) outs(%r8 : tensor<8xf32>) -> tensor<8xf32>
  %2 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %3 = linalg.batch_matvec ins(%bm, %bv : tensor<2x4x8xi8>, tensor<2x8xi8>) outs(%br : tensor<2x4xi32>) -> tensor<2x4xi32>
  %4 = linalg.batch_vecmat ins(%bv4, %bm : tensor<2x4xi8>, tensor<2x4x8xi8>) outs(%br8 : tensor<2x8xi32>) -> tensor<2x8xi32>
  return %0 : tensor<4xf32>
}

func.func @mmt4d(%a: memref<2x3x4x5xbf16>, %b: memref<6x3x7x5xbf16>, %c: memref<2x6x4x7xf32>,
                 %ba: memref<8x2x3x4x5xi8>, %bb: memref<8x6x3x7x5xi8>, %bc: memref<8x2x6x4x7xi32>) {
  linalg.mmt4d ins(%a, %b : memref<2x3x4x5xbf16>, memref<6x3x7x5xbf16>) outs(%c : memref<2x6x4x7xf32>)
  linalg.batch_mmt4d ins(%ba, %bb : memref<8x2x3x4x5xi8>, memref<8x6x3x7x5xi8>) outs(%bc : memref<8x2x6x4x7xi32>)
  return
}

func.func @quantized(%a: tensor<4x8xi8>, %b: tensor<8x2xi8>, %c: tensor<4x2xi32>, %zp: i32, %zb: i8,
                     %ba: tensor<3x4x8xi8>, %bb: tensor<3x8x2xi8>, %bc: tensor<3x4x2xi32>) -> tensor<4x2xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %zp, %zp : tensor<4x8xi8>, tensor<8x2xi8>, i32, i32) outs(%c : tensor<4x2xi32>) -> tensor<4x2xi32>
  %1 = linalg.quantized_matmul ins(%a, %b, %zb, %zb : tensor<4x8xi8>, tensor<8x2xi8>, i8, i8) outs(%c : tensor<4x2xi32>) -> tensor<4x2xi32>
  %2 = linalg.quantized_batch_matmul ins(%ba, %bb, %zp, %zp : tensor<3x4x8xi8>, tensor<3x8x2xi8>, i32, i32) outs(%bc : tensor<3x4x2xi32>) -> tensor<3x4x2xi32>
  return %0 : tensor<4x2xi32>
}

func.func @rng(%min: f64, %max: f64, %seed: i32, %o: tensor<16x32xf32>, %m: memref<4x4xf64>) -> tensor<16x32xf32> {
  %0 = linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%o : tensor<16x32xf32>) -> tensor<16x32xf32>
  linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%m : memref<4x4xf64>)
  return %0 : tensor<16x32xf32>
}
