func.func @identities(%x: i32, %y: i32, %b: i1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.muli %c1, %x : i32
  %2 = arith.muli %x, %c0 : i32
  %3 = arith.subi %x, %x : i32
  %4 = arith.andi %x, %cm1 : i32
  %5 = arith.ori %c0, %x : i32
  %6 = arith.xori %x, %x : i32
  %7 = arith.divsi %x, %c1 : i32
  %8 = arith.remui %x, %c1 : i32
  %n = arith.xori %x, %cm1 : i32
  %9 = arith.andi %x, %n : i32
  %s = arith.subi %x, %y : i32
  %10 = arith.addi %s, %y : i32
  %a = arith.addi %x, %y : i32
  %11 = arith.subi %a, %y : i32
  %unused = arith.muli %x, %y : i32
  %m = arith.maxsi %x, %x : i32
  %12 = arith.addi %m, %0 : i32
  %13 = arith.andi %12, %12 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %13 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
