// Dynamic shapes: an empty tensor with a dynamic size, an out-of-place
// write into a dynamically shaped argument (its size read with tensor.dim)
// and a cast to an unranked tensor.
func.func @dyn(%arg0: tensor<?xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>, tensor<*xf32>) {
  %cst = arith.constant 1.0 : f32
  %0 = tensor.empty(%n) : tensor<?xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?xf32>) -> tensor<?xf32>
  %3 = tensor.cast %arg0 : tensor<?xf32> to tensor<*xf32>
  return %1, %2, %3 : tensor<?xf32>, tensor<?xf32>, tensor<*xf32>
}
func.func @dyn2(%arg0: tensor<?xf32>) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %2 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?xf32>) -> tensor<?xf32>
  %e = tensor.extract %arg0[%c0] : tensor<?xf32>
  return %2, %e : tensor<?xf32>, f32
}
