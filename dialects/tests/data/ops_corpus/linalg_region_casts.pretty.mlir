module {
  func.func @float_to_complex(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = linalg.copy ins(%arg0 : tensor<4x4xf32>) outs(%arg1 : tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %0 : tensor<4x4xcomplex<f32>>
  }
  func.func @complex_to_complex(%arg0: tensor<4x4xcomplex<f16>>, %arg1: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = linalg.copy ins(%arg0 : tensor<4x4xcomplex<f16>>) outs(%arg1 : tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %0 : tensor<4x4xcomplex<f32>>
  }
  func.func @int_to_complex(%arg0: tensor<4x4xi8>, %arg1: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0 : tensor<4x4xi8>) outs(%arg1 : tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %0 : tensor<4x4xcomplex<f32>>
  }
  func.func @index_to_int(%arg0: tensor<4x4xindex>, %arg1: tensor<4x4xi32>) -> tensor<4x4xi32> {
    %0 = linalg.copy ins(%arg0 : tensor<4x4xindex>) outs(%arg1 : tensor<4x4xi32>) -> tensor<4x4xi32>
    return %0 : tensor<4x4xi32>
  }
}

