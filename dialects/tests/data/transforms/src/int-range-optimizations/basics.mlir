func.func @basic(%x: i32, %b: i1) -> (i32, i1, index, i8) {
  %c4 = arith.constant 4 : i32
  %c3 = arith.constant 3 : i32
  %e = arith.extui %b : i1 to i32
  %a = arith.andi %x, %c3 : i32
  %r = arith.remui %a, %c4 : i32
  %s = arith.addi %e, %c4 : i32
  %cmp = arith.cmpi ult, %s, %c4 : i32
  %m = arith.minui %x, %c3 : i32
  %k = arith.cmpi ule, %m, %c3 : i32
  %z = arith.andi %r, %c4 : i32
  %i = index.constant 7
  %j = index.and %i, %i
  %t = arith.trunci %c4 : i32 to i8
  %q = arith.addi %z, %r : i32
  return %q, %cmp, %j, %t : i32, i1, index, i8
}
func.func @branches(%c: i1, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.if %c -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c2 : i32
  }
  %lt = arith.cmpi slt, %r, %c2 : i32
  %le = arith.cmpi sle, %r, %c2 : i32
  %f = arith.extui %le : i1 to i32
  %s = arith.select %lt, %f, %c1 : i32
  cf.cond_br %c, ^a(%c1 : i32), ^a(%c1 : i32)
^a(%v: i32):
  %w = arith.addi %v, %s : i32
  return %w : i32
}
func.func @loop(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %a = arith.addi %acc, %one : i32
    scf.yield %a : i32
  }
  %k = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    scf.yield %acc : i32
  }
  %s = arith.addi %r, %k : i32
  return %s : i32
}
