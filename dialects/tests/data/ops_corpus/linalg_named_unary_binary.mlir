// CASE: linalg OpDSL elementwise named ops (unary, binary, select, copy, fill) on tensors and memrefs, float and integer, with casts
func.func @unary(%a: tensor<4x8xf32>, %o: tensor<4x8xf32>, %m: memref<4x8xf16>, %mo: memref<4x8xf16>) -> tensor<4x8xf32> {
  %0 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.log ins(%0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.abs ins(%1 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.ceil ins(%2 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.floor ins(%3 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.negf ins(%4 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.reciprocal ins(%5 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.round ins(%6 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %8 = linalg.sqrt ins(%7 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = linalg.rsqrt ins(%8 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %10 = linalg.square ins(%9 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %11 = linalg.tanh ins(%10 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %12 = linalg.erf ins(%11 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.reciprocal ins(%m : memref<4x8xf16>) outs(%mo : memref<4x8xf16>)
  linalg.abs {my.attr = 1 : i32} ins(%m : memref<4x8xf16>) outs(%mo : memref<4x8xf16>)
  return %12 : tensor<4x8xf32>
}

func.func @binary(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>, %j: tensor<4xi32>, %c: tensor<4xi1>, %o: tensor<4xf32>, %oi: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.div_unsigned ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%oi : tensor<4xi32>) -> tensor<4xi32>
  %1 = linalg.min ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.min ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%oi : tensor<4xi32>) -> tensor<4xi32>
  %3 = linalg.powf ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %4 = linalg.select ins(%c, %a, %b : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %5 = linalg.select ins(%c, %i, %j : tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) outs(%oi : tensor<4xi32>) -> tensor<4xi32>
  %6 = linalg.add ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%oi : tensor<4xi32>) -> tensor<4xi32>
  %7 = linalg.sub ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %8 = linalg.mul ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%oi : tensor<4xi32>) -> tensor<4xi32>
  %9 = linalg.div ins(%i, %j : tensor<4xi32>, tensor<4xi32>) outs(%oi : tensor<4xi32>) -> tensor<4xi32>
  %10 = linalg.max ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %11 = linalg.add ins(%c, %c : tensor<4xi1>, tensor<4xi1>) outs(%c : tensor<4xi1>) -> tensor<4xi1>
  return %5 : tensor<4xi32>
}

func.func @copy_fill(%a: tensor<4xf16>, %o: tensor<4xf32>, %i: tensor<4xi8>, %oi: tensor<4xi32>, %s: f32, %si: i8) -> tensor<4xf32> {
  %0 = linalg.copy ins(%a : tensor<4xf16>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i : tensor<4xi8>) outs(%oi : tensor<4xi32>) -> tensor<4xi32>
  %2 = linalg.copy ins(%i : tensor<4xi8>) outs(%oi : tensor<4xi32>) -> tensor<4xi32>
  %3 = linalg.fill ins(%s : f32) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %5 = linalg.copy ins(%i : tensor<4xi8>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}
