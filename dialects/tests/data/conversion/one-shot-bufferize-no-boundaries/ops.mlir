#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @elementwise(%arg0: tensor<2x3xf32>, %arg1: tensor<1x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x3xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<1x3xf32>) outs(%0 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %14 = arith.subf %in, %in_0 : f32
      linalg.yield %14 : f32
    } -> tensor<2x3xf32>
    %2 = tensor.empty() : tensor<2x3xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<2x3xf32>) outs(%2 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.negf %in : f32
      %15 = math.exp %14 : f32
      %16 = arith.addf %15, %cst : f32
      %17 = arith.divf %cst, %16 : f32
      linalg.yield %17 : f32
    } -> tensor<2x3xf32>
    %4 = tensor.empty() : tensor<2x3xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%4 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = math.tanh %in : f32
      linalg.yield %14 : f32
    } -> tensor<2x3xf32>
    %6 = tensor.empty() : tensor<2x3xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%6 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = math.exp %in : f32
      linalg.yield %14 : f32
    } -> tensor<2x3xf32>
    %8 = tensor.empty() : tensor<2x3xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<1x3xf32>) outs(%8 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %14 = arith.maximumf %in, %in_0 : f32
      linalg.yield %14 : f32
    } -> tensor<2x3xf32>
    %10 = tensor.empty() : tensor<2x3xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<2x3xf32>) outs(%10 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = math.absf %in : f32
      linalg.yield %14 : f32
    } -> tensor<2x3xf32>
    %12 = tensor.empty() : tensor<2x3xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<2x3xf32>) outs(%12 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.divf %cst, %in : f32
      linalg.yield %14 : f32
    } -> tensor<2x3xf32>
    return %3, %5, %7, %9, %13 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
  }
  func.func @int_mul(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>) {
    %c2_i8 = arith.constant 2 : i8
    %0 = tensor.empty() : tensor<2x3xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xi32>, tensor<2x3xi32>) outs(%0 : tensor<2x3xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %4 = arith.muli %in, %in_0 : i32
      linalg.yield %4 : i32
    } -> tensor<2x3xi32>
    %2 = tensor.empty() : tensor<2x3xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xi32>, tensor<2x3xi32>) outs(%2 : tensor<2x3xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %4 = tosa.apply_scale %in, %in_0, %c2_i8 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
      linalg.yield %4 : i32
    } -> tensor<2x3xi32>
    return %1, %3 : tensor<2x3xi32>, tensor<2x3xi32>
  }
  func.func @movement(%arg0: tensor<2x3xf32>, %arg1: tensor<2x2xf32>) -> (tensor<3x2xf32>, tensor<2x5xf32>, tensor<1x2xf32>, tensor<4x5xf32>, tensor<4x3xf32>) {
    %cst = arith.constant -1.500000e+00 : f32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %0 = tensor.empty() : tensor<3x2xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<3x2xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<2x5xf32>
    %inserted_slice = tensor.insert_slice %arg0 into %1[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<2x5xf32>
    %inserted_slice_0 = tensor.insert_slice %arg1 into %inserted_slice[0, 3] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x5xf32>
    %extracted_slice = tensor.extract_slice %arg0[1, 1] [1, 2] [1, 1] : tensor<2x3xf32> to tensor<1x2xf32>
    %padded = tensor.pad %arg0 low[%c1, %c2] high[%c1, %c0] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %cst : f32
    } : tensor<2x3xf32> to tensor<4x5xf32>
    %2 = tensor.empty() : tensor<2x2x1x3xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%2 : tensor<2x2x1x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x1x3xf32>
    %collapsed = tensor.collapse_shape %3 [[0, 1, 2], [3]] : tensor<2x2x1x3xf32> into tensor<4x3xf32>
    return %transposed, %inserted_slice_0, %extracted_slice, %padded, %collapsed : tensor<3x2xf32>, tensor<2x5xf32>, tensor<1x2xf32>, tensor<4x5xf32>, tensor<4x3xf32>
  }
  func.func @reductions(%arg0: tensor<2x3xf32>) -> (tensor<1x3xf32>, tensor<2x1xf32>, tensor<2x3xi32>) {
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %cst = arith.constant 2.14748365E+9 : f32
    %cst_0 = arith.constant -2.14748365E+9 : f32
    %cst_1 = arith.constant -3.40282347E+38 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<3xf32>
    %1 = linalg.fill ins(%cst_2 : f32) outs(%0 : tensor<3xf32>) -> tensor<3xf32>
    %reduced = linalg.reduce ins(%arg0 : tensor<2x3xf32>) outs(%1 : tensor<3xf32>) dimensions = [0] 
      (%in: f32, %init: f32) {
        %6 = arith.addf %in, %init : f32
        linalg.yield %6 : f32
      }
    %expanded = tensor.expand_shape %reduced [[0, 1]] output_shape [1, 3] : tensor<3xf32> into tensor<1x3xf32>
    %2 = tensor.empty() : tensor<2xf32>
    %3 = linalg.fill ins(%cst_1 : f32) outs(%2 : tensor<2xf32>) -> tensor<2xf32>
    %reduced_3 = linalg.reduce ins(%arg0 : tensor<2x3xf32>) outs(%3 : tensor<2xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %6 = arith.maximumf %in, %init : f32
        linalg.yield %6 : f32
      }
    %expanded_4 = tensor.expand_shape %reduced_3 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %4 = tensor.empty() : tensor<2x3xi32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%4 : tensor<2x3xi32>) {
    ^bb0(%in: f32, %out: i32):
      %6 = math.roundeven %in : f32
      %7 = arith.maximumf %6, %cst_0 : f32
      %8 = arith.fptosi %7 : f32 to i32
      %9 = arith.cmpf uge, %6, %cst : f32
      %10 = arith.select %9, %c2147483647_i32, %8 : i32
      linalg.yield %10 : i32
    } -> tensor<2x3xi32>
    return %expanded, %expanded_4, %5 : tensor<1x3xf32>, tensor<2x1xf32>, tensor<2x3xi32>
  }
  func.func @pools(%arg0: tensor<1x4x4x2xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x4x4x2xf32>) {
    %cst = arith.constant 4.000000e+00 : f32
    %cst_0 = arith.constant dense<[5.000000e-01, -5.000000e-01]> : tensor<2xf32>
    %cst_1 = arith.constant dense<[[[[5.000000e-01], [-1.000000e+00]], [[2.500000e-01], [7.500000e-01]]], [[[1.000000e+00], [1.250000e-01]], [[-5.000000e-01], [5.000000e-01]]]]> : tensor<2x2x2x1xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x2x2x2xf32>
    %1 = linalg.fill ins(%cst_2 : f32) outs(%0 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %2 = tensor.empty() : tensor<2x2xf32>
    %3 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %2 : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%1 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %4 = tensor.empty() : tensor<1x2x2x2xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x2x2x2xf32>) outs(%4 : tensor<1x2x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.divf %in, %cst : f32
      linalg.yield %11 : f32
    } -> tensor<1x2x2x2xf32>
    %padded = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_2 : f32
    } : tensor<1x4x4x2xf32> to tensor<1x5x5x2xf32>
    %6 = tensor.empty() : tensor<1x4x4x2x1xf32>
    %7 = linalg.fill ins(%cst_2 : f32) outs(%6 : tensor<1x4x4x2x1xf32>) -> tensor<1x4x4x2x1xf32>
    %8 = tensor.empty() : tensor<1x4x4x2xf32>
    %9 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %cst_1 : tensor<1x5x5x2xf32>, tensor<2x2x2x1xf32>) outs(%7 : tensor<1x4x4x2x1xf32>) -> tensor<1x4x4x2x1xf32>
    %collapsed = tensor.collapse_shape %9 [[0], [1], [2], [3, 4]] : tensor<1x4x4x2x1xf32> into tensor<1x4x4x2xf32>
    %10 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0, %collapsed : tensor<2xf32>, tensor<1x4x4x2xf32>) outs(%8 : tensor<1x4x4x2xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %11 = arith.addf %in, %in_3 : f32
      linalg.yield %11 : f32
    } -> tensor<1x4x4x2xf32>
    return %5, %10 : tensor<1x2x2x2xf32>, tensor<1x4x4x2xf32>
  }
  func.func @int8_matmul(%arg0: tensor<1x2x3xi8>, %arg1: tensor<1x3x2xi8>) -> tensor<1x2x2xi32> {
    %c-2_i32 = arith.constant -2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = tensor.empty() : tensor<1x2x2xi32>
    %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<1x2x2xi32>) -> tensor<1x2x2xi32>
    %2 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %c1_i32, %c-2_i32 : tensor<1x2x3xi8>, tensor<1x3x2xi8>, i32, i32) outs(%1 : tensor<1x2x2xi32>) -> tensor<1x2x2xi32>
    return %2 : tensor<1x2x2xi32>
  }
  func.func @rescale(%arg0: tensor<2x3xi32>) -> (tensor<2x3xi8>, tensor<2x3xi8>) {
    %cst = arith.constant dense<[38, 39, 34]> : tensor<3xi8>
    %cst_0 = arith.constant dense<[1073741824, 2147483647, 536870912]> : tensor<3xi32>
    %c127_i32 = arith.constant 127 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c3_i32 = arith.constant 3 : i32
    %c1073741824_i32 = arith.constant 1073741824 : i32
    %c40_i8 = arith.constant 40 : i8
    %0 = tensor.empty() : tensor<2x3xi8>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xi32>) outs(%0 : tensor<2x3xi8>) {
    ^bb0(%in: i32, %out: i8):
      %4 = tosa.apply_scale %in, %c1073741824_i32, %c40_i8 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
      %5 = arith.addi %4, %c3_i32 : i32
      %6 = arith.maxsi %5, %c-128_i32 : i32
      %7 = arith.minsi %6, %c127_i32 : i32
      %8 = arith.trunci %7 : i32 to i8
      linalg.yield %8 : i8
    } -> tensor<2x3xi8>
    %2 = tensor.empty() : tensor<2x3xi8>
    %3 = linalg.generic {indexing_maps = [#map, #map5, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %cst_0, %cst : tensor<2x3xi32>, tensor<3xi32>, tensor<3xi8>) outs(%2 : tensor<2x3xi8>) {
    ^bb0(%in: i32, %in_1: i32, %in_2: i8, %out: i8):
      %4 = tosa.apply_scale %in, %in_1, %in_2 {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
      %5 = arith.addi %4, %c3_i32 : i32
      %6 = arith.maxsi %5, %c-128_i32 : i32
      %7 = arith.minsi %6, %c127_i32 : i32
      %8 = arith.trunci %7 : i32 to i8
      linalg.yield %8 : i8
    } -> tensor<2x3xi8>
    return %1, %3 : tensor<2x3xi8>, tensor<2x3xi8>
  }
}

