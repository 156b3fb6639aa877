#map = affine_map<(d0, d1) -> (d0, d1)>
module @linear attributes {tosa.model = "Linear(16,10)", tosa.version = 1 : i32} {
  func.func public @forward(%arg0: tensor<1x16xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<1.250000e-01> : tensor<1x16x10xf32>
    %cst_1 = arith.constant dense<-2.000000e+00> : tensor<1x10xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 1, 16] : tensor<1x16xf32> into tensor<1x1x16xf32>
    %0 = tensor.empty() : tensor<1x1x10xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1x10xf32>) -> tensor<1x1x10xf32>
    %2 = linalg.batch_matmul ins(%expanded, %cst_0 : tensor<1x1x16xf32>, tensor<1x16x10xf32>) outs(%1 : tensor<1x1x10xf32>) -> tensor<1x1x10xf32>
    %collapsed = tensor.collapse_shape %2 [[0, 1], [2]] : tensor<1x1x10xf32> into tensor<1x10xf32>
    %3 = tensor.empty() : tensor<1x10xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %cst_1 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%3 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %5 = arith.addf %in, %in_2 : f32
      linalg.yield %5 : f32
    } -> tensor<1x10xf32>
    return %4 : tensor<1x10xf32>
  }
}

