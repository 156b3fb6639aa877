#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  memref.global "private" constant @__constant_3xf32 : memref<3xf32> = dense<[1.000000e-01, -2.000000e-01, 3.000000e-01]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3x3x2xf32 : memref<3x3x3x2xf32> = dense<[[[[5.000000e-01, -2.500000e-01], [1.250000e-01, 1.000000e+00], [-5.000000e-01, 7.500000e-01]], [[2.500000e-01, 5.000000e-01], [-1.000000e+00, 2.500000e-01], [3.750000e-01, -1.250000e-01]], [[0.000000e+00, 1.500000e+00], [6.250000e-01, -7.500000e-01], [2.500000e-01, 2.500000e-01]]], [[[-5.000000e-01, 2.500000e-01], [1.000000e+00, 5.000000e-01], [7.500000e-01, -2.500000e-01]], [[1.250000e-01, -3.750000e-01], [5.000000e-01, 5.000000e-01], [-2.500000e-01, 1.000000e+00]], [[2.500000e-01, 0.000000e+00], [-1.250000e-01, 6.250000e-01], [5.000000e-01, -5.000000e-01]]], [[[1.000000e+00, 1.000000e+00], [0.000000e+00, -5.000000e-01], [2.500000e-01, 1.250000e-01]], [[-7.500000e-01, 5.000000e-01], [2.500000e-01, 2.500000e-01], [5.000000e-01, 0.000000e+00]], [[1.250000e-01, -2.500000e-01], [3.750000e-01, 7.500000e-01], [-1.000000e+00, 5.000000e-01]]]]> {alignment = 64 : i64}
  func.func @cnn(%arg0: memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x2x2x3xf32> {
    %cst = arith.constant -3.40282347E+38 : f32
    %cst_0 = arith.constant 6.000000e+00 : f32
    %0 = memref.get_global @__constant_3x3x3x2xf32 : memref<3x3x3x2xf32>
    %1 = memref.get_global @__constant_3xf32 : memref<3xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x6x6x2xf32>
    linalg.map outs(%alloc : memref<1x6x6x2xf32>)
      (%init: f32) {
        %2 = linalg.index 0 : index
        %3 = linalg.index 1 : index
        %4 = linalg.index 2 : index
        %5 = linalg.index 3 : index
        linalg.yield %cst_1 : f32
      }
    %subview = memref.subview %alloc[0, 1, 1, 0] [1, 4, 4, 2] [1, 1, 1, 1] : memref<1x6x6x2xf32> to memref<1x4x4x2xf32, strided<[72, 12, 2, 1], offset: 14>>
    memref.copy %arg0, %subview : memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<1x4x4x2xf32, strided<[72, 12, 2, 1], offset: 14>>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x3xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : memref<3xf32>) outs(%alloc_2 : memref<1x4x4x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%alloc, %0 : memref<1x6x6x2xf32>, memref<3x3x3x2xf32>) outs(%alloc_2 : memref<1x4x4x3xf32>)
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x3xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_2 : memref<1x4x4x3xf32>) outs(%alloc_3 : memref<1x4x4x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.minimumf %in, %cst_0 : f32
      %3 = arith.maximumf %2, %cst_1 : f32
      linalg.yield %3 : f32
    }
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x3xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_4 : memref<1x2x2x3xf32>)
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
    linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%alloc_3, %alloc_5 : memref<1x4x4x3xf32>, memref<2x2xf32>) outs(%alloc_4 : memref<1x2x2x3xf32>)
    %cast = memref.cast %alloc_4 : memref<1x2x2x3xf32> to memref<1x2x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>
    return %alloc_4 : memref<1x2x2x3xf32>
  }
}

