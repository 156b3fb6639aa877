func.func @f(%a: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %s1 = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s2 = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %p = tosa.concat_shape %s1, %s2 : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
