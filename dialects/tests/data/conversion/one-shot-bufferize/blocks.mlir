// Unstructured control flow: returns in two blocks.
func.func @cfg(%arg0: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %cst = arith.constant 1.0 : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
^bb2:
  return %arg0 : tensor<4xf32>
}
