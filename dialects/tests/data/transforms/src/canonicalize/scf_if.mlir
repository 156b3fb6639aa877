func.func @ifs(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i32, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = scf.if %t -> i32 {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    scf.yield %y : i32
  }
  %1 = scf.if %f -> i32 {
    scf.yield %x : i32
  } else {
    %c5 = arith.constant 5 : i32
    %b = arith.muli %y, %c5 : i32
    scf.yield %b : i32
  }
  %2:2 = scf.if %c -> (i32, i32) {
    %m = arith.muli %x, %y : i32
    scf.yield %m, %x : i32, i32
  } else {
    %n = arith.subi %x, %y : i32
    scf.yield %n, %y : i32, i32
  }
  %3 = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  %4 = scf.if %c -> i1 {
    scf.yield %t : i1
  } else {
    scf.yield %f : i1
  }
  return %0, %1, %2#0, %3, %4 : i32, i32, i32, i32, i1
}
