func.func @reassoc(%x: i32, %y: i64) -> (i32, i32, i32, i32, i32, i64, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.addi %1, %c3 : i32
  %3 = arith.subi %x, %c2 : i32
  %4 = arith.addi %3, %c3 : i32
  %5 = arith.subi %c3, %x : i32
  %6 = arith.subi %5, %c1 : i32
  %7 = arith.muli %x, %c2 : i32
  %8 = arith.muli %7, %c3 : i32
  %k = arith.constant 10 : i64
  %l = arith.constant 20 : i64
  %9 = arith.addi %k, %y : i64
  %10 = arith.addi %9, %l : i64
  %11 = arith.subi %c3, %0 : i32
  %m = arith.constant -1 : i32
  %n = arith.muli %x, %m : i32
  %12 = arith.addi %11, %n : i32
  return %2, %4, %6, %8, %11, %10, %12 : i32, i32, i32, i32, i32, i64, i32
}
