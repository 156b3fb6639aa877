func.func @loops(%n: index, %x: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = scf.for %i = %c0 to %c0 step %c1 iter_args(%acc = %x) -> i32 {
    %a = arith.addi %acc, %acc : i32
    scf.yield %a : i32
  }
  %1 = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %x) -> i32 {
    %c2 = arith.constant 2 : i32
    %a = arith.muli %acc, %c2 : i32
    scf.yield %a : i32
  }
  %2:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x, %keep = %x) -> (i32, i32) {
    %c3 = arith.constant 3 : i32
    %c7 = arith.constant 7 : i32
    %s = arith.addi %c3, %c7 : i32
    %a = arith.addi %acc, %s : i32
    scf.yield %a, %keep : i32, i32
  }
  %3 = arith.addi %2#0, %2#1 : i32
  return %0, %1, %3 : i32, i32, i32
}
