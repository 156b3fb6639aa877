func.func private @use(i32)
func.func private @make() -> i32

// execute_region (no_inline): an unused result and one forwarded from outside go.
func.func @execute_region_results(%v: i32) -> (i32, i32) {
  %r:3 = scf.execute_region -> (i32, i32, i32) no_inline {
    %a = func.call @make() : () -> i32
    %b = func.call @make() : () -> i32
    scf.yield %a, %v, %b : i32, i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Multi-block execute_region with duplicated results.
func.func @execute_region_blocks(%c: i1) -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = func.call @make() : () -> i32
    scf.yield %a, %a : i32, i32
  ^bb2:
    %b = func.call @make() : () -> i32
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// index_switch: unused, forwarded and duplicated results.
func.func @index_switch_results(%i: index, %v: i32) -> (i32, i32, i32) {
  %r:4 = scf.index_switch %i -> i32, i32, i32, i32
  case 2 {
    %a = func.call @make() : () -> i32
    scf.yield %a, %v, %a, %a : i32, i32, i32, i32
  }
  default {
    %b = func.call @make() : () -> i32
    scf.yield %b, %v, %b, %b : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
