module {
  func.func @unsigned(%arg0: tensor<2x3xui8>, %arg1: tensor<2x3xui16>) -> tensor<2x3xui8> {
    %0 = tosa.bitwise_not %arg0 : (tensor<2x3xui8>) -> tensor<2x3xui8>
    %1 = tosa.clamp %0 {max_val = 200 : ui8, min_val = 3 : ui8} : (tensor<2x3xui8>) -> tensor<2x3xui8>
    %2 = tosa.bitwise_or %arg1, %arg1 : (tensor<2x3xui16>, tensor<2x3xui16>) -> tensor<2x3xui16>
    return %1 : tensor<2x3xui8>
  }
  func.func @nan(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = tosa.maximum %arg0, %arg1 {nan_mode = IGNORE} : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %1 = tosa.minimum %0, %arg1 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %2 = tosa.clamp %1 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %3 = tosa.reduce_max %2 {axis = 0 : i32, nan_mode = IGNORE} : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %4 = tosa.reduce_min %2 {axis = 1 : i32} : (tensor<4x5xf32>) -> tensor<4x1xf32>
    %5 = tosa.argmax %2 {axis = 1 : i32, nan_mode = IGNORE} : (tensor<4x5xf32>) -> tensor<4xi32>
    return %2 : tensor<4x5xf32>
  }
}

