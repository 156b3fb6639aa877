module {
  %0 = "x.src"() : () -> f32
  %from_elements = tensor.from_elements %0, %0 : tensor<2xf32>
  %from_elements_0 = tensor.from_elements %0 : tensor<f32>
  %from_elements_1 = tensor.from_elements %0, %0 {a = 1 : i64} : tensor<1x2xf32>
  %from_elements_2 = tensor.from_elements  : tensor<0xf32>
  %1 = "x.src"() : () -> tensor<?xf32>
  %rank = tensor.rank %1 : tensor<?xf32>
  %2 = tensor.bitcast %1 : tensor<?xf32> to tensor<?xi32>
  "x.use"(%from_elements, %from_elements_0, %from_elements_1, %from_elements_2, %rank, %2) : (tensor<2xf32>, tensor<f32>, tensor<1x2xf32>, tensor<0xf32>, index, tensor<?xi32>) -> ()
}

