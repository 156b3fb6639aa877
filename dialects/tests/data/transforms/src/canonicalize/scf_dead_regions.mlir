func.func @dead_regions(%c: i1, %x: i32, %n: index, %m: memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %unused = scf.if %c -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %v = memref.load %m[%i] : memref<8xi32>
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  %loop2 = scf.for %i = %c1 to %c0 step %c1 iter_args(%acc = %r) -> i32 {
    %s = arith.muli %acc, %acc : i32
    scf.yield %s : i32
  }
  scf.for %i = %c0 to %c2 step %c1 {
    %k = arith.constant 7 : i32
    memref.store %k, %m[%i] : memref<8xi32>
  }
  %nc = arith.constant true
  %cond = arith.xori %c, %nc : i1
  %sel = scf.if %cond -> i32 {
    scf.yield %loop2 : i32
  } else {
    %t = arith.subi %loop2, %x : i32
    scf.yield %t : i32
  }
  return %sel : i32
}
