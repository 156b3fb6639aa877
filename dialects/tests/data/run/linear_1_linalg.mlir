#map = affine_map<(d0, d1) -> (d0, d1)>
module @linear attributes {tosa.model = "Linear(16,10)", tosa.version = 1 : i32} {
  func.func public @forward(%arg0: tensor<1x16xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant dense<1.250000e-01> : tensor<1x16x10xf32>
    %cst_0 = arith.constant dense<-2.000000e+00> : tensor<1x10xf32>
    %0 = tosa.const_shape  {values = dense<[1, 1, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 1, 16] : tensor<1x16xf32> into tensor<1x1x16xf32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %1 = tensor.empty() : tensor<1x1x10xf32>
    %2 = linalg.fill ins(%cst_2 : f32) outs(%1 : tensor<1x1x10xf32>) -> tensor<1x1x10xf32>
    %3 = linalg.batch_matmul ins(%expanded, %cst : tensor<1x1x16xf32>, tensor<1x16x10xf32>) outs(%2 : tensor<1x1x10xf32>) -> tensor<1x1x10xf32>
    %4 = tosa.const_shape  {values = dense<[1, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %collapsed = tensor.collapse_shape %3 [[0, 1], [2]] : tensor<1x1x10xf32> into tensor<1x10xf32>
    %5 = tensor.empty() : tensor<1x10xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %cst_0 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%5 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %7 = arith.addf %in, %in_3 : f32
      linalg.yield %7 : f32
    } -> tensor<1x10xf32>
    return %6 : tensor<1x10xf32>
  }
}

