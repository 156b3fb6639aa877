// RegionBranchOpInterface, LoopLikeOpInterface and SymbolUserOpInterface
// verification of scf and func ops, custom and generic form. Expected first
// error lines: scf_func_verify.expected (regen.sh).

func.func @if_yield_count(%c: i1, %v: i32) -> (i32, i32) {
  %0:2 = scf.if %c -> (i32, i32) {
    scf.yield %v : i32
  } else {
    scf.yield %v, %v : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

func.func @if_yield_type(%c: i1, %v: i32) -> f32 {
  %0 = scf.if %c -> (f32) {
    scf.yield %v : i32
  } else {
    scf.yield %v : i32
  }
  return %0 : f32
}

// -----

func.func @if_else_yield_type(%c: i1, %v: i32, %w: f32) -> i32 {
  %0 = "scf.if"(%c) ({
    scf.yield %v : i32
  }, {
    scf.yield %w : f32
  }) : (i1) -> i32
  return %0 : i32
}

// -----

func.func @if_no_else_generic(%c: i1, %v: i32) {
  %0 = "scf.if"(%c) ({
    scf.yield %v : i32
  }, {
  }) : (i1) -> i32
  return
}

// -----

func.func @for_yield_type(%lb: index, %v: i32) {
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%a = %v) -> (i32) {
    %x = arith.constant 1.0 : f32
    scf.yield %x : f32
  }
  return
}

// -----

func.func @for_empty_yield(%lb: index, %v: i32) {
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%a = %v) -> (i32) {
    scf.yield
  }
  return
}

// -----

func.func @for_missing_iter_arg(%lb: index, %v: i32) {
  %0 = "scf.for"(%lb, %lb, %lb, %v) ({
  ^bb0(%i: index):
    scf.yield %v : i32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_iter_arg_type(%lb: index, %v: i32) {
  %0 = "scf.for"(%lb, %lb, %lb, %v) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %v : i32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_yield_count(%lb: index, %v: i32) {
  %0 = "scf.for"(%lb, %lb, %lb, %v) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %v, %v : i32, i32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_result_type(%lb: index, %v: i32) {
  %0 = "scf.for"(%lb, %lb, %lb, %v) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %v : i32
  }) : (index, index, index, i32) -> f32
  return
}

// -----

func.func @for_results_vs_inits(%lb: index, %v: i32) {
  %0:2 = "scf.for"(%lb, %lb, %lb, %v) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %v : i32
  }) : (index, index, index, i32) -> (i32, i32)
  return
}

// -----

func.func @while_condition_type(%v: i32) {
  %0 = scf.while (%a = %v) : (i32) -> i32 {
    %c = arith.constant true
    %x = arith.constant 1.0 : f32
    scf.condition(%c) %x : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_after_yield_type(%v: i32) {
  %0 = scf.while (%a = %v) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %x = arith.constant 1.0 : f32
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_after_arg_type(%v: i32) {
  %0 = scf.while (%a = %v) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %v : i32
  }
  return
}

// -----

func.func @while_before_arg_count(%v: i32) {
  %0 = "scf.while"(%v) ({
  ^bb0(%a: i32, %b: i32):
    %c = arith.constant true
    scf.condition(%c) %a : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @while_before_arg_type(%v: i32) {
  %0 = "scf.while"(%v) ({
  ^bb0(%a: f32):
    %c = arith.constant true
    scf.condition(%c) %v : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @while_result_type(%v: i32) {
  %0 = "scf.while"(%v) ({
  ^bb0(%a: i32):
    %c = arith.constant true
    scf.condition(%c) %a : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (i32) -> f32
  return
}

// -----

func.func @execute_region_yield_type() -> i32 {
  %0 = scf.execute_region -> i32 {
    %x = arith.constant 1.0 : f32
    scf.yield %x : f32
  }
  return %0 : i32
}

// -----

func.func @execute_region_yield_count() -> i32 {
  %0 = "scf.execute_region"() ({
    %x = arith.constant 1 : i32
    cf.br ^bb1
  ^bb1:
    scf.yield %x, %x : i32, i32
  }) : () -> i32
  return %0 : i32
}

// -----

func.func @index_switch_generic(%i: index) -> i32 {
  %0 = "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    %y = arith.constant 1 : i32
    scf.yield %y : i32
  }, {
    scf.yield
  }) : (index) -> i32
  return %0 : i32
}

// -----

func.func @parallel_results_vs_reductions(%lb: index, %v: f32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%v) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_reduce_type(%lb: index, %v: f32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%v) -> f32 {
    %x = arith.constant 1 : i32
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @reduce_block_args(%lb: index, %v: f32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%v) -> f32 {
    scf.reduce(%v : f32) {
    ^bb0(%a: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%lb: index, %v: f32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%v) -> f32 {
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %x = arith.constant 1 : i32
      scf.reduce.return %x : i32
    }
  }
  return
}

// -----

func.func @parallel_iv_count(%lb: index) {
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_iv_type(%lb: index) {
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: f32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_zero_step(%lb: index) {
  %c0 = arith.constant 0 : index
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_no_dims(%lb: index) {
  "scf.parallel"(%lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index) -> ()
  return
}

// -----

func.func @forall_result_type(%t: tensor<4xf32>) {
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @forall_result_count(%t: tensor<4xf32>, %n: index) {
  %0:2 = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @call_undefined(%arg0: i32) {
  %0 = func.call @nowhere(%arg0) : (i32) -> i32
  return
}

// -----

func.func @call_generic_count(%arg0: i32) {
  %0 = "func.call"(%arg0, %arg0) <{callee = @callee}> : (i32, i32) -> i32
  return
}
func.func private @callee(i32) -> i32

// -----

func.func @call_result_count(%arg0: i32) {
  %0:2 = call @callee(%arg0) : (i32) -> (i32, i32)
  return
}
func.func private @callee(i32) -> i32

// -----

func.func @call_result_type(%arg0: i32) {
  %0 = call @callee(%arg0) : (i32) -> f32
  return
}
func.func private @callee(i32) -> i32

// -----

func.func @call_not_a_function(%arg0: i32) {
  call @inner() : () -> ()
  return
}
module @inner {
}

// -----

module @outer {
  func.func private @callee()
  module @inner {
    func.func @caller() {
      call @callee() : () -> ()
      return
    }
  }
}

// -----

func.func @call_in_unknown_op() {
  "test.region"() ({
    func.call @nope() : () -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Valid: ops of unknown dialects are looked through to find the callee.
func.func private @known()
func.func @call_through_unknown_op() {
  "test.region"() ({
    func.call @known() : () -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// The symbol uses are checked after the whole module verified: the
// return's error comes first.
func.func @bad_call() {
  call @nowhere() : () -> ()
  return
}
func.func @bad_return() -> i32 {
  return
}

// -----

func.func @constant_undefined() {
  %f = func.constant @nowhere : () -> ()
  return
}

// -----

func.func @constant_type() {
  %f = func.constant @callee : (i32) -> ()
  return
}
func.func private @callee()

// -----

func.func @return_generic_type(%arg0: i32) -> f32 {
  "func.return"(%arg0) : (i32) -> ()
}

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "entry_arg_type"}> ({
^bb0(%a: f32):
  func.return
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "arg_attrs_count", arg_attrs = [{}, {}]}> ({
^bb0(%a: i32):
  func.return
}) : () -> ()

// -----

// Valid: calls to functions defined later, in nested modules, and through
// func.constant.
func.func @valid_caller(%arg0: i32) -> i32 {
  %0 = call @valid_callee(%arg0) : (i32) -> i32
  %f = constant @valid_callee : (i32) -> i32
  %1 = call_indirect %f(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @valid_callee(i32) -> i32
module @nested {
  func.func private @nested_callee()
  func.func @nested_caller() {
    call @nested_callee() : () -> ()
    return
  }
}
