func.func @mem(%m: memref<4xi32>, %i: index, %v: i32) -> (i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  %3 = arith.addi %0, %1 : i32
  %4 = arith.addi %0, %1 : i32
  return %3, %4, %2 : i32, i32, i32
}
func.func @blocks(%c: i1, %x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.muli %x, %x : i32
  cf.br ^bb3(%1 : i32)
^bb2:
  %2 = arith.muli %x, %x : i32
  %3 = arith.addi %2, %0 : i32
  cf.br ^bb3(%3 : i32)
^bb3(%r: i32):
  %4 = arith.muli %x, %x : i32
  %5 = arith.addi %r, %4 : i32
  return %5 : i32
}
