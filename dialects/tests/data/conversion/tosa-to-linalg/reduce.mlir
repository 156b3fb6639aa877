// The reductions over each axis, float, integer and boolean, a bf16 sum
// accumulated in f32, a dynamic dimension.
func.func @reduce_f32(%a: tensor<2x3x4xf32>) -> (tensor<1x3x4xf32>, tensor<2x1x4xf32>, tensor<2x3x1xf32>, tensor<2x1x4xf32>, tensor<2x3x1xf32>) {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
  %1 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<2x3x4xf32>) -> tensor<2x1x4xf32>
  %2 = tosa.reduce_min %a {axis = 2 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3x1xf32>
  %3 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<2x3x4xf32>) -> tensor<2x1x4xf32>
  %4 = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3x1xf32>
  return %0, %1, %2, %3, %4 : tensor<1x3x4xf32>, tensor<2x1x4xf32>, tensor<2x3x1xf32>, tensor<2x1x4xf32>, tensor<2x3x1xf32>
}

func.func @reduce_i32(%a: tensor<5x3xi32>) -> (tensor<1x3xi32>, tensor<5x1xi32>, tensor<5x1xi32>, tensor<1x3xi32>) {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<5x3xi32>) -> tensor<1x3xi32>
  %1 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<5x3xi32>) -> tensor<5x1xi32>
  %2 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<5x3xi32>) -> tensor<5x1xi32>
  %3 = tosa.reduce_product %a {axis = 0 : i32} : (tensor<5x3xi32>) -> tensor<1x3xi32>
  return %0, %1, %2, %3 : tensor<1x3xi32>, tensor<5x1xi32>, tensor<5x1xi32>, tensor<1x3xi32>
}

func.func @reduce_bool(%p: tensor<4x2xi1>) -> (tensor<1x2xi1>, tensor<4x1xi1>) {
  %0 = tosa.reduce_all %p {axis = 0 : i32} : (tensor<4x2xi1>) -> tensor<1x2xi1>
  %1 = tosa.reduce_any %p {axis = 1 : i32} : (tensor<4x2xi1>) -> tensor<4x1xi1>
  return %0, %1 : tensor<1x2xi1>, tensor<4x1xi1>
}

func.func @reduce_bf16(%a: tensor<3x4xbf16>) -> tensor<3x1xbf16> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<3x4xbf16>) -> tensor<3x1xbf16>
  return %0 : tensor<3x1xbf16>
}

func.func @reduce_rank1(%a: tensor<7xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<7xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

func.func @reduce_dynamic(%a: tensor<?x3xf32>) -> tensor<?x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<?x3xf32>) -> tensor<?x1xf32>
  return %0 : tensor<?x1xf32>
}

func.func @reduce_ignore_nans(%a: tensor<2x3xf32>, %b: tensor<?x4xf16>) -> (tensor<2x1xf32>, tensor<1x3xf32>, tensor<?x1xf16>) {
  %0 = tosa.reduce_max %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %1 = tosa.reduce_min %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %2 = tosa.reduce_max %b {axis = 1 : i32, nan_mode = IGNORE} : (tensor<?x4xf16>) -> tensor<?x1xf16>
  return %0, %1, %2 : tensor<2x1xf32>, tensor<1x3xf32>, tensor<?x1xf16>
}
