func.func @chained_cast(%t: tensor<4x?xf32>) -> tensor<?x8xf32> {
  %a = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %b = tensor.cast %a : tensor<?x?xf32> to tensor<?x8xf32>
  return %b : tensor<?x8xf32>
}

func.func @chained_cast_keep(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %a = tensor.cast %t : tensor<?x?xf32> to tensor<4x?xf32>
  %b = tensor.cast %a : tensor<4x?xf32> to tensor<?x?xf32>
  return %b : tensor<?x?xf32>
}

func.func @empty_static(%a: index) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %e = tensor.empty(%a, %c5) : tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

func.func @empty_cast(%a: index, %b: index) -> tensor<4x?xf32> {
  %e = tensor.empty(%a, %b) : tensor<?x?xf32>
  %c = tensor.cast %e : tensor<?x?xf32> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}

func.func @cast_extract(%t: tensor<128x512xf32>, %o: index, %s: index) -> tensor<16x512xf32> {
  %e = tensor.extract_slice %t[%o, 0] [%s, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
  %c = tensor.cast %e : tensor<?x512xf32> to tensor<16x512xf32>
  return %c : tensor<16x512xf32>
}
