func.func @dim_static(%t: tensor<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<4x?xf32>
  return %d : index
}

func.func @dim_oob(%t: tensor<4x?xf32>) -> index {
  %c5 = arith.constant 5 : index
  %d = tensor.dim %t, %c5 : tensor<4x?xf32>
  return %d : index
}

func.func @dim_empty(%a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty(%a, %b) : tensor<?x3x?xf32>
  %d0 = tensor.dim %e, %c0 : tensor<?x3x?xf32>
  %d2 = tensor.dim %e, %c2 : tensor<?x3x?xf32>
  return %d0, %d2 : index, index
}

func.func @dim_generate(%a: index) -> index {
  %c1 = arith.constant 1 : index
  %g = tensor.generate %a {
  ^bb0(%i: index, %j: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  %d = tensor.dim %g, %c1 : tensor<4x?xf32>
  return %d : index
}

func.func @dim_slice(%t: tensor<?x?xf32>, %o: index, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %e = tensor.extract_slice %t[0, %o] [4, %s] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %e, %c1 : tensor<4x?xf32>
  return %d : index
}

func.func @dim_cast(%t: tensor<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d = tensor.dim %c, %c1 : tensor<?x?xf32>
  return %d : index
}

func.func @dim_cast_static(%t: tensor<?x?xf32>, %i: index) -> index {
  %c = tensor.cast %t : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %c, %i : tensor<4x?xf32>
  return %d : index
}

func.func @dim_dps(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %c0 : tensor<?x?xf32>
  return %d : index
}

func.func @dim_insert_slice(%a: tensor<2x2xf32>, %b: tensor<?x?xf32>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %r = tensor.insert_slice %a into %b[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %d = tensor.dim %r, %c0 : tensor<?x?xf32>
  return %d : index
}

func.func @dim_reshape(%t: tensor<*xf32>, %s: tensor<2xi32>) -> index {
  %c0 = arith.constant 0 : index
  %r = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %c0 : tensor<?x?xf32>
  return %d : index
}
