func.func @casts(%a: i8, %b: i16) -> (i32, i64, i8, index, i32, i64, i16, i32, i8, i32) {
  %cm3 = arith.constant -3 : i8
  %0 = arith.extsi %cm3 : i8 to i32
  %1 = arith.extui %cm3 : i8 to i64
  %w = arith.constant 300 : i32
  %2 = arith.trunci %w : i32 to i8
  %i = arith.constant -7 : i32
  %3 = arith.index_cast %i : i32 to index
  %idx = arith.constant 42 : index
  %4 = arith.index_cast %idx : index to i32
  %5 = arith.index_castui %i : i32 to index
  %6 = arith.index_cast %5 : index to i64
  %e1 = arith.extsi %a : i8 to i16
  %e2 = arith.extsi %e1 : i16 to i32
  %e3 = arith.extui %a : i8 to i16
  %t1 = arith.trunci %e2 : i32 to i16
  %7 = arith.addi %t1, %e3 : i16
  %u1 = arith.extui %b : i16 to i32
  %u2 = arith.extui %u1 : i32 to i64
  %8 = arith.trunci %u2 : i64 to i32
  %t8 = arith.trunci %e2 : i32 to i8
  %x = arith.index_cast %a : i8 to index
  %9 = arith.index_cast %x : index to i32
  return %0, %1, %2, %3, %4, %6, %7, %8, %t8, %9 : i32, i64, i8, index, i32, i64, i16, i32, i8, i32
}
