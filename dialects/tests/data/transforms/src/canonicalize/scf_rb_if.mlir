func.func private @use(i32)
func.func private @make() -> i32

// An unused result goes, with its yield operands.
func.func @if_dead(%c: i1) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = func.call @make() : () -> i32
    %b = func.call @make() : () -> i32
    scf.yield %a, %b : i32, i32
  } else {
    %a = func.call @make() : () -> i32
    %b = func.call @make() : () -> i32
    scf.yield %b, %a : i32, i32
  }
  return %r#1 : i32
}

// Results fed the same value by each branch are one.
func.func @if_duplicates(%c: i1) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = func.call @make() : () -> i32
    scf.yield %a, %a : i32, i32
  } else {
    %b = func.call @make() : () -> i32
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// A result both branches take from outside is that value.
func.func @if_outside(%c: i1, %v: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = func.call @make() : () -> i32
    scf.yield %v, %a : i32, i32
  } else {
    %b = func.call @make() : () -> i32
    scf.yield %v, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
