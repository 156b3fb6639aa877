// Ranges joined over branches, scf.if results, loop-carried values (widened
// when they change), and loop induction variables (any value here).
func.func @if_join(%c: i1, %x: i32) -> (i32, i1, i1) {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %c9 = arith.constant 9 : i32
  %r = scf.if %c -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c5 : i32
  }
  %lt = arith.cmpi slt, %r, %c9 : i32
  %eq = arith.cmpi eq, %r, %c5 : i32
  %s = scf.if %c -> i32 {
    scf.yield %c5 : i32
  } else {
    scf.yield %c5 : i32
  }
  return %s, %lt, %eq : i32, i1, i1
}
func.func @cfg(%c: i1, %x: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %c10 = arith.constant 10 : i64
  %c20 = arith.constant 20 : i64
  cf.cond_br %c, ^a(%c10 : i64), ^a(%c20 : i64)
^a(%v: i64):
  %lt = arith.cmpi ugt, %v, %c0 : i64
  cf.cond_br %lt, ^b, ^c(%x : i64)
^b:
  cf.br ^c(%c10 : i64)
^c(%w: i64):
  %ge = arith.cmpi sge, %w, %c10 : i64
  return %ge : i1
}
func.func @cfg_loop(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^head(%c0 : i64)
^head(%i: i64):
  %done = arith.cmpi sge, %i, %n : i64
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : i64
  cf.br ^head(%next : i64)
^exit:
  return %i : i64
}
func.func @for_loop(%n: index, %x: i32) -> (i32, i32, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %k = arith.constant 42 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z, %b = %k) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s, %b : i32, i32
  }
  %lt = scf.for %i = %c0 to %c4 step %c1 iter_args(%f = %z) -> i32 {
    %ic = arith.index_cast %i : index to i32
    scf.yield %ic : i32
  }
  %w = scf.while (%arg = %k) : (i32) -> i32 {
    %cond = arith.cmpi slt, %arg, %x : i32
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%arg2: i32):
    scf.yield %k : i32
  }
  %eq = arith.cmpi eq, %w, %k : i32
  return %r#1, %lt, %eq : i32, i32, i1
}
