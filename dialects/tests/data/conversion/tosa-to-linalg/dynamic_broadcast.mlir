// Dynamic dimensions: sized by the one input dynamic there, by the
// largest of several (arith.maxui), or broadcast at run time under an
// scf.if when an input's dynamic dimension is 1.
func.func @dynamic_and_static(%a: tensor<?x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.add %a, %b : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @two_dynamic(%a: tensor<?x?xf32>, %b: tensor<?x1xf32>) -> tensor<?x?xf32> {
  %0 = tosa.sub %a, %b : (tensor<?x?xf32>, tensor<?x1xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @three_inputs(%p: tensor<?x4xi1>, %a: tensor<?x4xi32>, %b: tensor<1x4xi32>) -> tensor<?x4xi32> {
  %0 = tosa.select %p, %a, %b : (tensor<?x4xi1>, tensor<?x4xi32>, tensor<1x4xi32>) -> tensor<?x4xi32>
  return %0 : tensor<?x4xi32>
}
