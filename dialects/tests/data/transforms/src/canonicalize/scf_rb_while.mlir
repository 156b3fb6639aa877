func.func private @use(i32)
func.func private @make() -> i32
func.func private @cond() -> i1

// Unused results and arguments go; a loop-invariant before argument holds its init.
func.func @while_dead(%a: i32, %b: i32, %d: i32) -> i32 {
  %r:3 = scf.while (%x = %a, %y = %b, %z = %d) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = func.call @cond() : () -> i1
    func.call @use(%y) : (i32) -> ()
    scf.condition(%c) %x, %y, %z : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %s: i32):
    %n = func.call @make() : () -> i32
    scf.yield %n, %q, %s : i32, i32, i32
  }
  return %r#0 : i32
}

// Duplicated condition operands are one after argument and one result.
func.func @while_duplicates(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = func.call @cond() : () -> i1
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    func.call @use(%p) : (i32) -> ()
    func.call @use(%q) : (i32) -> ()
    %n = func.call @make() : () -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// A before argument that is yielded back unchanged is its init.
func.func @while_invariant(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = func.call @cond() : () -> i1
    func.call @use(%y) : (i32) -> ()
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    func.call @use(%p) : (i32) -> ()
    scf.yield %p, %b : i32, i32
  }
  return %r : i32
}

// A false condition: MLIR 22 keeps the loop.
func.func @while_false(%a: i32) -> i32 {
  %false = arith.constant false
  %r = scf.while (%x = %a) : (i32) -> i32 {
    func.call @use(%x) : (i32) -> ()
    scf.condition(%false) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = func.call @make() : () -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
