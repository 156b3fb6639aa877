// scf.for trip counts from constant bounds subtract at the bounds' width:
// a signed difference that wraps means no iteration (MLIR 22's
// constantTripCount); unsigned bounds never wrap.
func.func private @g()
func.func @f() {
  %lb = arith.constant -9223372036854775808 : index
  %ub = arith.constant 0 : index
  %s = arith.constant 2 : index
  scf.for %i = %lb to %ub step %s {
    func.call @g() : () -> ()
  }
  %lb2 = arith.constant -9223372036854775807 : index
  scf.for %i = %lb2 to %ub step %s {
    func.call @g() : () -> ()
  }
  %lb3 = arith.constant -10 : index
  %ub3 = arith.constant 9223372036854775807 : index
  scf.for %i = %lb3 to %ub3 step %s {
    func.call @g() : () -> ()
  }
  return
}

func.func @f2() {
  %lb = arith.constant -2147483648 : i32
  %ub = arith.constant 0 : i32
  %s = arith.constant 2 : i32
  scf.for %i = %lb to %ub step %s : i32 {
    func.call @g() : () -> ()
  }
  %ulb = arith.constant 1 : i32
  %uub = arith.constant -1 : i32
  scf.for unsigned %i = %ulb to %uub step %s : i32 {
    func.call @g() : () -> ()
  }
  %a = arith.constant 5 : index
  %b = arith.constant 6 : index
  scf.for %i = %a to %b step %a {
    func.call @g() : () -> ()
  }
  return
}
