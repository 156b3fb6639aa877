#mT = affine_map<(d0, d1, d2) -> (d2, d0)>
#mB = affine_map<(d0, d1, d2) -> (d2, d1)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul_t(%a: memref<3x2xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  linalg.matmul indexing_maps = [#mT, #mB, #mC] ins(%a, %b : memref<3x2xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}
func.func @contract(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func @qmm(%a: memref<2x3xi8>, %b: memref<3x4xi8>, %za: i32, %zb: i32, %c: memref<2x4xi32>) {
  linalg.quantized_matmul ins(%a, %b, %za, %zb : memref<2x3xi8>, memref<3x4xi8>, i32, i32) outs(%c : memref<2x4xi32>)
  return
}
func.func @sumpool(%i: memref<1x4x4x2xf32>, %w: memref<2x2xf32>, %o: memref<1x3x3x2xf32>) {
  linalg.pooling_nhwc_sum ins(%i, %w : memref<1x4x4x2xf32>, memref<2x2xf32>) outs(%o : memref<1x3x3x2xf32>)
  return
}
func.func @ewb(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @add(%a: tensor<4xi32>, %b: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.add ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @fillt(%x: f32) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.fill ins(%x : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @dead(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return
}
func.func @reduce2(%i: memref<2x3xf32>, %j: memref<2x3xi32>, %o: memref<3xf32>, %p: memref<3xi32>) {
  linalg.reduce ins(%i, %j : memref<2x3xf32>, memref<2x3xi32>) outs(%o, %p : memref<3xf32>, memref<3xi32>) dimensions = [0]
    (%a: f32, %b: i32, %c: f32, %d: i32) {
      %s = arith.addf %a, %c : f32
      %t = arith.addi %b, %d : i32
      linalg.yield %s, %t : f32, i32
    }
  return
}
func.func @conv1d(%i: memref<8xf32>, %f: memref<3xf32>, %o: memref<6xf32>) {
  linalg.conv_1d ins(%i, %f : memref<8xf32>, memref<3xf32>) outs(%o : memref<6xf32>)
  return
}
func.func @mmt4d(%a: memref<2x2x4x2xf32>, %b: memref<3x2x4x2xf32>, %c: memref<2x3x4x4xf32>) {
  linalg.mmt4d ins(%a, %b : memref<2x2x4x2xf32>, memref<3x2x4x2xf32>) outs(%c : memref<2x3x4x4xf32>)
  return
}
func.func @brm(%a: memref<2x2x3xf32>, %b: memref<2x3x4xf32>, %c: memref<2x4xf32>) {
  linalg.batch_reduce_matmul ins(%a, %b : memref<2x2x3xf32>, memref<2x3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}
