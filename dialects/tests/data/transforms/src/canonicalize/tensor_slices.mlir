func.func @extract_const(%t: tensor<8x8xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %e = tensor.extract_slice %t[%c0, %c1] [%c2, %c2] [%c1, %c1] : tensor<8x8xf32> to tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

func.func @extract_const_partial(%t: tensor<8x8xf32>, %s: index) -> tensor<?x4xf32> {
  %c1 = arith.constant 1 : index
  %e = tensor.extract_slice %t[0, 0] [%c1, 4] [1, 1] : tensor<8x8xf32> to tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

func.func @extract_oob(%t: tensor<8x8xf32>) -> tensor<?x?xf32> {
  %c9 = arith.constant 9 : index
  %c1 = arith.constant 1 : index
  %e = tensor.extract_slice %t[%c9, 0] [%c1, 1] [1, 1] : tensor<8x8xf32> to tensor<?x1xf32>
  %f = tensor.cast %e : tensor<?x1xf32> to tensor<?x?xf32>
  return %f : tensor<?x?xf32>
}

func.func @extract_identity(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.extract_slice %t[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> to tensor<8x8xf32>
  return %e : tensor<8x8xf32>
}

func.func @extract_cast(%t: tensor<8x8xf32>, %o: index) -> tensor<2x2xf32> {
  %c = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %e = tensor.extract_slice %c[%o, 0] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
  return %e : tensor<2x2xf32>
}

func.func @extract_after_insert(%a: tensor<2x2xf32>, %t: tensor<8x8xf32>, %o: index) -> tensor<2x2xf32> {
  %i = tensor.insert_slice %a into %t[%o, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %e = tensor.extract_slice %i[%o, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return %e : tensor<2x2xf32>
}

func.func @insert_const(%a: tensor<?x?xf32>, %t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %i = tensor.insert_slice %a into %t[%c1, 0] [%c2, %c2] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %i : tensor<8x8xf32>
}

func.func @insert_cast(%a: tensor<2x2xf32>, %t: tensor<8x8xf32>, %o: index) -> tensor<?x?xf32> {
  %ac = tensor.cast %a : tensor<2x2xf32> to tensor<?x?xf32>
  %tc = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %s = tensor.dim %ac, %o : tensor<?x?xf32>
  %i = tensor.insert_slice %ac into %tc[%o, 0] [%o, %o] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %i : tensor<?x?xf32>
}

func.func @insert_identity(%a: tensor<8x8xf32>, %t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %i = tensor.insert_slice %a into %t[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
  return %i : tensor<8x8xf32>
}

func.func @insert_insert(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>, %t: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %i = tensor.insert_slice %a into %t[%o, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %j = tensor.insert_slice %b into %i[%o, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  return %j : tensor<8x8xf32>
}

func.func @insert_extract(%t: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %e = tensor.extract_slice %t[%o, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  %i = tensor.insert_slice %e into %t[%o, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  return %i : tensor<8x8xf32>
}

func.func @insert_zero(%a: tensor<0x2xf32>, %t: tensor<8x8xf32>, %o: index) -> tensor<8x8xf32> {
  %i = tensor.insert_slice %a into %t[%o, 0] [0, 2] [1, 1] : tensor<0x2xf32> into tensor<8x8xf32>
  return %i : tensor<8x8xf32>
}

func.func @insert_source_cast(%a: tensor<2x2xf32>, %t: tensor<?x?xf32>, %o: index) -> tensor<?x?xf32> {
  %ac = tensor.cast %a : tensor<2x2xf32> to tensor<?x2xf32>
  %i = tensor.insert_slice %ac into %t[%o, 0] [%o, 2] [1, 1] : tensor<?x2xf32> into tensor<?x?xf32>
  return %i : tensor<?x?xf32>
}
