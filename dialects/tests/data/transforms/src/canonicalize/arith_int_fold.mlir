func.func @int_fold() -> (i32, i32, i32, i32, i32, i32, i8, i64, index, i16) {
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %cm5 = arith.constant -5 : i32
  %0 = arith.addi %c7, %c3 : i32
  %1 = arith.subi %c3, %c7 : i32
  %2 = arith.muli %c7, %cm5 : i32
  %3 = arith.divsi %cm5, %c3 : i32
  %4 = arith.remsi %cm5, %c3 : i32
  %5 = arith.divui %cm5, %c3 : i32
  %c100 = arith.constant 100 : i8
  %c50 = arith.constant 50 : i8
  %6 = arith.addi %c100, %c50 : i8
  %big = arith.constant 9223372036854775807 : i64
  %one = arith.constant 1 : i64
  %7 = arith.addi %big, %one : i64
  %i4 = arith.constant 4 : index
  %i6 = arith.constant 6 : index
  %8 = arith.muli %i4, %i6 : index
  %s1 = arith.constant 1 : i16
  %s3 = arith.constant 3 : i16
  %9 = arith.shli %s1, %s3 : i16
  %10 = arith.shrsi %9, %s1 : i16
  %11 = arith.xori %10, %s3 : i16
  %12 = arith.ori %11, %s1 : i16
  %13 = arith.andi %12, %s3 : i16
  %14 = arith.ceildivsi %cm5, %c3 : i32
  %15 = arith.floordivsi %cm5, %c3 : i32
  %16 = arith.maxsi %cm5, %c3 : i32
  %17 = arith.minui %cm5, %c3 : i32
  %18 = arith.addi %0, %14 : i32
  %19 = arith.addi %15, %16 : i32
  %20 = arith.addi %17, %18 : i32
  return %0, %1, %2, %3, %19, %20, %6, %7, %8, %13 : i32, i32, i32, i32, i32, i32, i8, i64, index, i16
}
