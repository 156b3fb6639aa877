func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func @fill(%x: f32, %m: memref<4x5xf32>) {
  linalg.fill ins(%x : f32) outs(%m : memref<4x5xf32>)
  return
}
func.func @conv(%i: memref<1x6x6x2xf32>, %f: memref<3x3x2x4xf32>, %o: memref<1x4x4x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %f : memref<1x6x6x2xf32>, memref<3x3x2x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  return
}
func.func @pool(%i: tensor<1x4x4x2xf32>, %w: tensor<2x2xf32>, %o: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %w : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}
func.func @tr(%i: tensor<2x3xf32>, %o: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = linalg.transpose ins(%i : tensor<2x3xf32>) outs(%o : tensor<3x2xf32>) permutation = [1, 0]
  return %0 : tensor<3x2xf32>
}
func.func @bc(%i: tensor<3xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.broadcast ins(%i : tensor<3xf32>) outs(%o : tensor<2x3xf32>) dimensions = [0]
  return %0 : tensor<2x3xf32>
}
func.func @red(%i: tensor<2x3xf32>, %o: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.reduce ins(%i : tensor<2x3xf32>) outs(%o : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<2xf32>
}
func.func @map(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<4xf32>
}
func.func @bmm(%a: memref<2x2x3xi32>, %b: memref<2x3x4xi8>, %c: memref<2x2x4xi32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x2x3xi32>, memref<2x3x4xi8>) outs(%c : memref<2x2x4xi32>)
  return
}
func.func @ew(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @dw(%i: tensor<1x5x5x3xf32>, %f: tensor<3x3x3xf32>, %o: tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %f : tensor<1x5x5x3xf32>, tensor<3x3x3xf32>) outs(%o : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}
func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}
