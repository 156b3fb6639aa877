func.func @bcast(%a: memref<1x4xf32>, %b: memref<3x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<1x4xf32>) outs(%b : memref<3x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.constant 1.0 : f32
    %n = arith.negf %x : f32
    %e = math.exp %n : f32
    %s = arith.addf %e, %c : f32
    %r = arith.divf %c, %s : f32
    linalg.yield %r : f32
  }
  return
}
func.func @rank0(%a: memref<f32>, %b: memref<f32>) {
  linalg.copy ins(%a : memref<f32>) outs(%b : memref<f32>)
  return
}
func.func @reduce(%i: memref<2x3xf32>, %o: memref<3xf32>) {
  linalg.reduce ins(%i : memref<2x3xf32>) outs(%o : memref<3xf32>) dimensions = [0]
    (%a: f32, %c: f32) {
      %s = arith.maximumf %a, %c : f32
      linalg.yield %s : f32
    }
  return
}
func.func @transpose(%i: memref<2x3xi32>, %o: memref<3x2xi32>) {
  linalg.transpose ins(%i : memref<2x3xi32>) outs(%o : memref<3x2xi32>) permutation = [1, 0]
  return
}
func.func @pool(%i: memref<1x4x4x2xf32>, %w: memref<2x2xf32>, %o: memref<1x2x2x2xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %w : memref<1x4x4x2xf32>, memref<2x2xf32>) outs(%o : memref<1x2x2x2xf32>)
  return
}
func.func @two_outs(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b, %c : memref<4xf32>, memref<4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.mulf %x, %z : f32
    linalg.yield %s, %m : f32, f32
  }
  return
}
func.func @dynconv(%i: memref<?x?xf32>, %f: memref<3x3xf32>, %o: memref<?x?xf32>) {
  linalg.conv_2d ins(%i, %f : memref<?x?xf32>, memref<3x3xf32>) outs(%o : memref<?x?xf32>)
  return
}
func.func @matmul_dyn(%a: memref<?x3xf32>, %b: memref<3x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x3xf32>, memref<3x?xf32>) outs(%c : memref<?x?xf32>)
  return
}
func.func @two(%a: memref<2x2xf32>, %b: memref<2x2xf32>, %x: f32) {
  linalg.fill ins(%x : f32) outs(%b : memref<2x2xf32>)
  linalg.matmul ins(%a, %a : memref<2x2xf32>, memref<2x2xf32>) outs(%b : memref<2x2xf32>)
  return
}
