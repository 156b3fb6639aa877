// Upstream's mlir/test/Dialect/Tensor/int-range-inference.mlir (RUN:
// -int-range-optimizations --split-input-file).

func.func @dim_const(%t: tensor<3x5xi32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %t, %c0 : tensor<3x5xi32>
  return %0 : index
}

// -----

func.func @dim_any_static(%t: tensor<3x5xi32>, %x: index) -> index {
  %0 = tensor.dim %t, %x : tensor<3x5xi32>
  %1 = test.reflect_bounds %0 : index
  return %1 : index
}

// -----

func.func @dim_dynamic(%t: tensor<?x5xi32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %t, %c0 : tensor<?x5xi32>
  %1 = test.reflect_bounds %0 : index
  return %1 : index
}

// -----

func.func @dim_any_dynamic(%t: tensor<?x5xi32>, %x: index) -> index {
  %0 = tensor.dim %t, %x : tensor<?x5xi32>
  %1 = test.reflect_bounds %0 : index
  return %1 : index
}

// -----

func.func @dim_some_omitting_dynamic(%t: tensor<?x3x5xi32>, %x: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = arith.maxsi %x, %c1 : index
  %1 = tensor.dim %t, %0 : tensor<?x3x5xi32>
  %2 = test.reflect_bounds %1 : index
  return %2 : index
}

// -----

func.func @dim_unranked(%t: tensor<*xi32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %t, %c0 : tensor<*xi32>
  %1 = test.reflect_bounds %0 : index
  return %1 : index
}
