// Induction variables range over their loop's bounds (the last value is the
// upper bound minus one, or the other way round for a negative step).
func.func @iv_bounds(%n: index, %x: i32) -> (index, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %lt = arith.cmpi ult, %i, %c4 : index
    %ge = arith.cmpi sge, %i, %c0 : index
    %eq = arith.cmpi eq, %i, %c8 : index
    "test.use"(%lt, %ge, %eq) : (i1, i1, i1) -> ()
  }
  scf.for %i = %c4 to %n step %c1 {
    %ge = arith.cmpi sge, %i, %c4 : index
    %r = arith.remui %i, %c8 : index
    "test.use"(%ge, %r) : (i1, index) -> ()
  }
  scf.for %i = %c0 to %c8 step %c4 {
    %r = arith.remui %i, %c8 : index
    %d = arith.divui %i, %c8 : index
    "test.use"(%r, %d) : (index, index) -> ()
  }
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %c0) -> index {
    scf.yield %i : index
  }
  %ci = arith.constant 3 : i32
  %ce = arith.constant 7 : i32
  %cs = arith.constant 2 : i32
  scf.for %j = %ci to %ce step %cs : i32 {
    %le = arith.cmpi sle, %j, %ce : i32
    "test.use"(%le) : (i1) -> ()
  }
  scf.for %i = %c8 to %c4 step %c1 {
    %lt = arith.cmpi ult, %i, %c4 : index
    "test.use"(%lt) : (i1) -> ()
  }
  %cond = arith.cmpi eq, %r, %c0 : index
  return %r, %cond : index, i1
}
