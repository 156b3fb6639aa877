func.func @f(%m: memref<1x6xf32>) {
  linalg.map outs(%m : memref<1x6xf32>)
    (%init: f32) {
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %s = arith.addi %2, %3 : index
      %i = arith.index_cast %s : index to i64
      %f = arith.sitofp %i : i64 to f32
      linalg.yield %f : f32
    }
  return
}
