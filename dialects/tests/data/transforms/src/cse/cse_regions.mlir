func.func @regions(%c: i1, %x: i32, %n: index) -> (i32, i32) {
  %0 = arith.addi %x, %x : i32
  %1 = scf.if %c -> i32 {
    %2 = arith.addi %x, %x : i32
    %3 = arith.muli %2, %0 : i32
    scf.yield %3 : i32
  } else {
    %4 = arith.addi %x, %x : i32
    scf.yield %4 : i32
  }
  %5 = scf.if %c -> i32 {
    %2 = arith.addi %x, %x : i32
    %3 = arith.muli %2, %0 : i32
    scf.yield %3 : i32
  } else {
    %4 = arith.addi %x, %x : i32
    scf.yield %4 : i32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %6 = arith.addi %x, %x : i32
    %c0_0 = arith.constant 0 : index
  }
  return %1, %5 : i32, i32
}
func.func @other(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
