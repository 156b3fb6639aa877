func.func @basic(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %x, %c1b : i32
  %2 = arith.muli %x, %y : i32
  %3 = arith.muli %y, %x : i32
  %4 = arith.subi %x, %y : i32
  %5 = arith.subi %y, %x : i32
  %dead = arith.addi %4, %5 : i32
  return %0, %1, %2, %3, %5 : i32, i32, i32, i32, i32
}
