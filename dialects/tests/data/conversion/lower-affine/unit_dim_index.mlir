func.func @f(%m: memref<1x6xf32>, %x: f32) {
  linalg.map outs(%m : memref<1x6xf32>)
    (%init: f32) {
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      "test.use"(%2, %3) : (index, index) -> ()
      linalg.yield %x : f32
    }
  return
}
