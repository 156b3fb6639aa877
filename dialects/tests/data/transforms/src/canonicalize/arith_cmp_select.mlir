func.func @cmp(%x: i32, %y: i32, %b: i1) -> (i1, i1, i1, i1, i1, i1, i32, i32, i32, i1, i32, i1) {
  %c5 = arith.constant 5 : i32
  %c9 = arith.constant 9 : i32
  %0 = arith.cmpi slt, %c5, %c9 : i32
  %1 = arith.cmpi ugt, %c5, %c9 : i32
  %2 = arith.cmpi sge, %x, %x : i32
  %3 = arith.cmpi ne, %x, %x : i32
  %4 = arith.cmpi slt, %c5, %x : i32
  %5 = arith.cmpi eq, %c9, %y : i32
  %t = arith.constant true
  %f = arith.constant false
  %6 = arith.select %t, %x, %y : i32
  %7 = arith.select %f, %x, %y : i32
  %8 = arith.select %b, %x, %x : i32
  %e = arith.cmpi eq, %x, %y : i32
  %9 = arith.select %b, %t, %f : i1
  %10 = arith.select %e, %x, %y : i32
  %c = arith.cmpi ult, %x, %y : i32
  %11 = arith.xori %c, %t : i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i32, i32, i32, i1, i32, i1
}
