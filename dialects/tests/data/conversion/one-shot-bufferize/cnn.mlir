#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @cnn(%arg0: tensor<1x4x4x2xf32>) -> tensor<1x2x2x3xf32> {
    %cst = arith.constant -3.40282347E+38 : f32
    %cst_0 = arith.constant 6.000000e+00 : f32
    %cst_1 = arith.constant dense<[[[[5.000000e-01, -2.500000e-01], [1.250000e-01, 1.000000e+00], [-5.000000e-01, 7.500000e-01]], [[2.500000e-01, 5.000000e-01], [-1.000000e+00, 2.500000e-01], [3.750000e-01, -1.250000e-01]], [[0.000000e+00, 1.500000e+00], [6.250000e-01, -7.500000e-01], [2.500000e-01, 2.500000e-01]]], [[[-5.000000e-01, 2.500000e-01], [1.000000e+00, 5.000000e-01], [7.500000e-01, -2.500000e-01]], [[1.250000e-01, -3.750000e-01], [5.000000e-01, 5.000000e-01], [-2.500000e-01, 1.000000e+00]], [[2.500000e-01, 0.000000e+00], [-1.250000e-01, 6.250000e-01], [5.000000e-01, -5.000000e-01]]], [[[1.000000e+00, 1.000000e+00], [0.000000e+00, -5.000000e-01], [2.500000e-01, 1.250000e-01]], [[-7.500000e-01, 5.000000e-01], [2.500000e-01, 2.500000e-01], [5.000000e-01, 0.000000e+00]], [[1.250000e-01, -2.500000e-01], [3.750000e-01, 7.500000e-01], [-1.000000e+00, 5.000000e-01]]]]> : tensor<3x3x3x2xf32>
    %cst_2 = arith.constant dense<[1.000000e-01, -2.000000e-01, 3.000000e-01]> : tensor<3xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_3 : f32
    } : tensor<1x4x4x2xf32> to tensor<1x6x6x2xf32>
    %0 = tensor.empty() : tensor<1x4x4x3xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<3xf32>) outs(%0 : tensor<1x4x4x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x3xf32>
    %2 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %cst_1 : tensor<1x6x6x2xf32>, tensor<3x3x3x2xf32>) outs(%1 : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
    %3 = tensor.empty() : tensor<1x4x4x3xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<1x4x4x3xf32>) outs(%3 : tensor<1x4x4x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.minimumf %in, %cst_0 : f32
      %10 = arith.maximumf %9, %cst_3 : f32
      linalg.yield %10 : f32
    } -> tensor<1x4x4x3xf32>
    %5 = tensor.empty() : tensor<1x2x2x3xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
    %7 = tensor.empty() : tensor<2x2xf32>
    %8 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%4, %7 : tensor<1x4x4x3xf32>, tensor<2x2xf32>) outs(%6 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
    return %8 : tensor<1x2x2x3xf32>
  }
}

