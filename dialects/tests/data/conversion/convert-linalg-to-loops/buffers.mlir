func.func @matmul(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}
func.func @fill(%x: f32, %m: memref<4x5xf32>) {
  linalg.fill ins(%x : f32) outs(%m : memref<4x5xf32>)
  return
}
func.func @conv(%i: memref<1x6x6x2xf32>, %f: memref<3x3x2x4xf32>, %o: memref<1x2x2x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : memref<1x6x6x2xf32>, memref<3x3x2x4xf32>) outs(%o : memref<1x2x2x4xf32>)
  return
}
func.func @dyn(%a: memref<?x?xf32>, %b: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<?x?xf32>) outs(%b : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %c = arith.index_cast %s : index to i32
    %f = arith.sitofp %c : i32 to f32
    %r = arith.addf %x, %f : f32
    linalg.yield %r : f32
  }
  return
}
func.func @tensor_untouched(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
