%0 = "x.src"() : () -> f32
%1 = tensor.from_elements %0, %0 : tensor<2xf32>
%2 = tensor.from_elements %0 : tensor<f32>
%3 = tensor.from_elements %0, %0 {a = 1} : tensor<1x2xf32>
%4 = tensor.from_elements : tensor<0xf32>
%5 = "x.src"() : () -> tensor<?xf32>
%6 = tensor.rank %5 : tensor<?xf32>
%7 = tensor.bitcast %5 : tensor<?xf32> to tensor<?xi32>
"x.use"(%1, %2, %3, %4, %6, %7) : (tensor<2xf32>, tensor<f32>, tensor<1x2xf32>, tensor<0xf32>, index, tensor<?xi32>) -> ()
