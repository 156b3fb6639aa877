func.func @first(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %c4b = arith.constant 4 : i32
  %0 = arith.addi %x, %c4 : i32
  %1 = arith.muli %0, %c4b : i32
  %dead = arith.addi %1, %c4 : i32
  %c6 = arith.constant 6 : i32
  %2 = arith.subi %1, %c6 : i32
  return %2 : i32
}
func.func private @second(%x: i64, %y: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c8 = arith.constant 8 : i64
  %c2 = arith.constant 2 : i64
  %0 = arith.divui %c8, %c2 : i64
  %1 = arith.addi %x, %0 : i64
  %2 = arith.addi %y, %c0 : i64
  %3 = arith.muli %1, %2 : i64
  %c16 = arith.constant 16 : i64
  %4 = arith.addi %3, %c16 : i64
  return %4 : i64
}
func.func @third() -> (i1, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = arith.cmpi ult, %c1, %c2 : index
  %1 = arith.addi %c1, %c2 : index
  return %0, %1 : i1, index
}
