// Invalid func, scf and arith ops in custom form: syntax errors and
// verifier errors. Expected first error lines: func_scf.expected (regen.sh).

func.func @missing_body_brace(%arg0: i32) -> i32
  return %arg0 : i32
}

// -----

func.func @mixed_args(%a: i32, f32) {
  return
}

// -----

func.func @mixed_args2(i32, %b: f32) {
  return
}

// -----

func.func @empty_body() {
}

// -----

func.func @inferred() attributes {sym_name = "x"} {
  return
}

// -----

func.func @variadic(i32, ...)

// -----

func.func @return_count(%arg0: i32) -> (i32, i32) {
  return %arg0 : i32
}

// -----

func.func @return_type(%arg0: i32) -> f32 {
  return %arg0 : i32
}

// -----

func.func @caller(%arg0: i32) {
  %0 = call @nowhere(%arg0) : (i32) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @caller(%arg0: f32) {
  %0 = call @callee(%arg0) : (f32) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @caller(%arg0: i32) {
  %0 = call @callee(%arg0, %arg0) : (i32, i32) -> i32
  return
}

// -----

func.func @public_decl(i32)

// -----

func.func @bad_visibility() attributes {sym_visibility = "hidden"} {
  return
}

// -----

func.func @for_iter_count(%lb: index, %ub: index, %step: index, %init: f32) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%a = %init) -> (f32, f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @for_missing_step(%lb: index, %ub: index) {
  scf.for %i = %lb to %ub {
  }
  return
}

// -----

func.func @for_iter_missing_arrow(%lb: index, %ub: index, %step: index, %init: f32) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%a = %init) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @for_bound_type(%lb: i32, %ub: i32, %step: i32) {
  scf.for %i = %lb to %ub step %step {
  }
  return
}

// -----

func.func @if_results_without_else(%c: i1, %v: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    scf.yield %v : i32
  }
  return %0 : i32
}

// -----

func.func @if_condition_type(%c: i32) {
  scf.if %c {
  }
  return
}

// -----

func.func @while_types(%init: i32) {
  %0 = scf.while (%a = %init) : (i32, i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_not_function_type(%init: i32) {
  %0 = scf.while (%a = %init) : i32 {
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_before_terminator(%init: i32) {
  %0 = scf.while (%a = %init) : (i32) -> i32 {
    scf.yield %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @switch_duplicate(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_result_count(%i: index, %v: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 1 {
    scf.yield
  }
  default {
    scf.yield %v : i32
  }
  return %0 : i32
}

// -----

func.func @switch_case_integer(%i: index) {
  scf.index_switch %i
  case one {
  }
  default {
  }
  return
}

// -----

func.func @execute_region_args() {
  scf.execute_region {
  ^bb0(%x: i32):
    scf.yield
  }
  return
}

// -----

func.func @select_operands(%c: i1, %a: i32) -> i32 {
  %0 = arith.select %c, %a : i32
  return %0 : i32
}

// -----

func.func @select_mask(%c: vector<2xi1>, %a: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.select %c, %a, %a : vector<2xi1>, vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @select_cond(%c: i32, %a: i32) -> i32 {
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @call_indirect_type(%f: (i32) -> i32, %a: f32) -> i32 {
  %0 = call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @entry_args() {
^bb0(%x: i32):
  return
}

// -----

func.func @arith_type(%a: i32, %b: i64) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}

// -----

func.func @valid(%a: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  return %0 : i32
}
