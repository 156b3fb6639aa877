// The tensor ops: slices (with a rank reduction), insert_slice into a
// fresh tensor and into an argument, expand/collapse_shape of arguments
// (a dynamic-layout collapse that must be copied first), extract/insert,
// cast, from_elements and dim.
module {
  func.func @slices(%arg0: tensor<8x8xf32>, %arg1: tensor<2x4xf32>) -> (tensor<4xf32>, tensor<8x8xf32>) {
    %0 = tensor.extract_slice %arg0[2, 0] [1, 4] [1, 2] : tensor<8x8xf32> to tensor<4xf32>
    %1 = tensor.insert_slice %arg1 into %arg0[4, 4] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>
    return %0, %1 : tensor<4xf32>, tensor<8x8xf32>
  }
  func.func @read_then_overwrite(%arg0: tensor<8xf32>, %arg1: tensor<2xf32>) -> (tensor<8xf32>, f32) {
    %c1 = arith.constant 1 : index
    %0 = tensor.insert_slice %arg1 into %arg0[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
    %1 = tensor.extract %arg0[%c1] : tensor<8xf32>
    return %0, %1 : tensor<8xf32>, f32
  }
  func.func @reshapes(%arg0: tensor<2x6xf32>) -> (tensor<2x2x3xf32>, tensor<12xf32>) {
    %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [2, 2, 3] : tensor<2x6xf32> into tensor<2x2x3xf32>
    %1 = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
    return %0, %1 : tensor<2x2x3xf32>, tensor<12xf32>
  }
  func.func @local_reshapes() -> tensor<6xf32> {
    %cst = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x3xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = tensor.collapse_shape %1 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func @scalars(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32, tensor<2x2xf32>, index, tensor<?xf32>) {
    %c0 = arith.constant 0 : index
    %0 = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
    %1 = tensor.extract %0[%c0] : tensor<4xf32>
    %2 = tensor.from_elements %arg1, %1, %1, %arg1 : tensor<2x2xf32>
    %3 = tensor.dim %arg0, %c0 : tensor<4xf32>
    %4 = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
    return %0, %1, %2, %3, %4 : tensor<4xf32>, f32, tensor<2x2xf32>, index, tensor<?xf32>
  }
}
