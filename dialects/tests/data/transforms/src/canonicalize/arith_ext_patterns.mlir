func.func @ext_patterns(%a: i8, %b: i8, %c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1, i32, i32, i16, i32, i32, i1) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %0 = arith.andi %ea, %eb : i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %1 = arith.ori %sa, %sb : i32
  %2 = arith.xori %ea, %eb : i32
  %3 = arith.cmpi eq, %sa, %sb : i32
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %4 = arith.select %c, %one, %zero : i32
  %5 = arith.select %c, %zero, %one : i32
  %w = arith.extsi %a : i8 to i64
  %6 = arith.trunci %w : i64 to i16
  %sel1 = arith.select %c, %x, %y : i32
  %7 = arith.select %c, %sel1, %one : i32
  %t = arith.constant true
  %nc = arith.xori %c, %t : i1
  %8 = arith.select %nc, %x, %y : i32
  %ext = arith.extui %c : i1 to i32
  %9 = arith.cmpi ne, %ext, %zero : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i1, i32, i32, i16, i32, i32, i1
}
