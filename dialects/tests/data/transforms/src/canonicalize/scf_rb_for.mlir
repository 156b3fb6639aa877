func.func private @use(i32)
func.func private @make() -> i32

// An iter arg yielded back unchanged holds its init (MakeRegionBranchOpSuccessorInputsDead).
func.func @for_forwarded(%lb: index, %ub: index, %step: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%x = %a) -> i32 {
    func.call @use(%x) : (i32) -> ()
    scf.yield %x : i32
  }
  return %r : i32
}

// Two iter args with the same init and the same yield are one (RemoveDuplicateSuccessorInputUses).
func.func @for_duplicates(%lb: index, %ub: index, %step: index, %a: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %a) -> (i32, i32) {
    func.call @use(%x) : (i32) -> ()
    func.call @use(%y) : (i32) -> ()
    %n = func.call @make() : () -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// An unused iter arg whose result is unused is erased with its init and yield operand.
func.func @for_dead(%lb: index, %ub: index, %step: index, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %n = func.call @make() : () -> i32
    %m = func.call @make() : () -> i32
    func.call @use(%x) : (i32) -> ()
    scf.yield %n, %m : i32, i32
  }
  return %r#0 : i32
}

// Iter args that swap values with one init hold that init.
func.func @for_cycle(%lb: index, %ub: index, %step: index, %a: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %a) -> (i32, i32) {
    func.call @use(%x) : (i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// A used iter arg whose result is unused stays (its class is live).
func.func @for_live_arg(%lb: index, %ub: index, %step: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %step iter_args(%x = %a) -> i32 {
    func.call @use(%x) : (i32) -> ()
    %n = func.call @make() : () -> i32
    scf.yield %n : i32
  } {tag}
  return
}

// An iter arg fed a value from outside on every edge.
func.func @for_const(%lb: index, %ub: index, %step: index) -> i32 {
  %c = arith.constant 7 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%x = %c) -> i32 {
    func.call @use(%x) : (i32) -> ()
    scf.yield %c : i32
  }
  return %r : i32
}
