// Verification of affine ops (valid dimensions and symbols, operand counts,
// loop-carried values, yields) and of cf branches (successor operands,
// switch cases), custom and generic form. Expected first error lines:
// affine_cf_verify.expected (regen.sh).

func.func @load_scf_iv_as_dim(%m: memref<10xf32>, %lb: index) {
  scf.for %i = %lb to %lb step %lb {
    %v = affine.load %m[%i] : memref<10xf32>
  }
  return
}

// -----

func.func @load_iv_as_symbol(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[symbol(%i)] : memref<10xf32>
  }
  return
}

// -----

func.func @store_scf_iv(%m: memref<10xf32>, %lb: index, %f: f32) {
  scf.for %i = %lb to %lb step %lb {
    affine.store %f, %m[%i + 1] : memref<10xf32>
  }
  return
}

// -----

func.func @apply_dim_as_symbol() {
  affine.for %i = 0 to 10 {
    %0 = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]
  }
  return
}

// -----

func.func @for_bound_scf_iv(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
    }
  }
  return
}

// -----

func.func @for_bound_symbol(%lb: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %i {
    }
  }
  return
}

// -----

func.func @if_operand_not_dim(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
    affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
    }
  }
  return
}

// -----

func.func @if_operand_count(%n: index) {
  "affine.if"(%n, %n) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    affine.yield
  }, {
  }) : (index, index) -> ()
  return
}

// -----

func.func @if_results_without_else(%v: i32) {
  %0 = affine.if affine_set<() : (0 == 0)>() -> i32 {
    affine.yield %v : i32
  }
  return
}

// -----

func.func @apply_operand_count(%n: index) {
  %0 = "affine.apply"(%n, %n) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @apply_results(%n: index) {
  %0 = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @min_operand_count(%n: index) {
  %0 = "affine.min"(%n) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index) -> index
  return
}

// -----

func.func @max_no_results(%n: index) {
  %0 = "affine.max"(%n) <{map = affine_map<(d0) -> ()>}> : (index) -> index
  return
}

// -----

func.func @load_map_rank(%m: memref<10x10xf32>, %n: index) {
  %0 = "affine.load"(%m, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10x10xf32>, index) -> f32
  return
}

// -----

func.func @load_subscript_count(%m: memref<10xf32>, %n: index) {
  %0 = "affine.load"(%m, %n, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, index) -> f32
  return
}

// -----

func.func @store_subscript_count(%m: memref<10xf32>, %n: index, %f: f32) {
  "affine.store"(%f, %m) <{map = affine_map<(d0) -> (d0)>}> : (f32, memref<10xf32>) -> ()
  return
}

// -----

func.func @yield_type(%v: i32) {
  %0 = affine.for %i = 0 to 10 iter_args(%a = %v) -> (i32) {
    %x = arith.constant 1.0 : f32
    affine.yield %x : f32
  }
  return
}

// -----

func.func @yield_count(%v: i32) {
  %0 = affine.for %i = 0 to 10 iter_args(%a = %v) -> (i32) {
    affine.yield
  }
  return
}

// -----

func.func @yield_outside_affine() {
  scf.execute_region {
    affine.yield
  }
  return
}

// -----

func.func @for_missing_iter_arg(%v: i32) {
  %0 = "affine.for"(%v) <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (10)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 1>}> ({
  ^bb0(%i: index):
    affine.yield %v : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @for_iter_arg_type(%v: i32) {
  %0 = "affine.for"(%v) <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (10)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 1>}> ({
  ^bb0(%i: index, %a: f32):
    affine.yield %v : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @for_iv_type(%v: i32) {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (10)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%i: i32):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_reduction_type() {
  %0 = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (i32) {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}

// -----

func.func @parallel_reduction_count() {
  %0 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }) : () -> i32
  return
}

// -----

func.func @parallel_group_count() {
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_bound_results() {
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_bound_scf_iv(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
    affine.parallel (%j) = (0) to (%i) {
    }
  }
  return
}

// -----

func.func @prefetch_operands(%m: memref<10xf32>) {
  "affine.prefetch"(%m) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>) -> ()
  return
}

// -----

func.func @prefetch_rank(%m: memref<10x10xf32>, %i: index) {
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<10x10xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_index(%m: memref<10xf32>) {
  scf.execute_region {
    %i = "test.foo"() : () -> index
    affine.prefetch %m[%i], read, locality<3>, data : memref<10xf32>
    scf.yield
  }
  return
}

// -----

func.func @delinearize_result_count(%i: index) {
  %0:2 = affine.delinearize_index %i into (4, 8, 2) : index, index
  return
}

// -----

func.func @delinearize_non_positive(%i: index) {
  %0:2 = affine.delinearize_index %i into (0, 8) : index, index
  return
}

// -----

func.func @delinearize_dynamic_basis(%i: index) {
  %0:2 = "affine.delinearize_index"(%i) <{static_basis = array<i64: -9223372036854775808, 4>}> : (index) -> (index, index)
  return
}

// -----

func.func @linearize_basis_count(%i: index) {
  %0 = affine.linearize_index [%i] by (4, 4, 4) : index
  return
}

// -----

func.func @linearize_dynamic_basis(%i: index, %b: index) {
  %0 = "affine.linearize_index"(%i, %b) <{operandSegmentSizes = array<i32: 1, 1>, static_basis = array<i64: 3>}> : (index, index) -> index
  return
}

// -----

func.func @symbol_from_division(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %r = arith.divui %n, %n : index
    %v = affine.load %m[%r] : memref<?xf32>
  }
  return
}

// -----

func.func @symbol_from_index_division(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %c = arith.constant 3 : index
    %r = index.divu %n, %c
    %v = affine.load %m[%r] : memref<?xf32>
  }
  return
}

// -----

// Valid: a division by a non-zero constant is speculatable, so pure.
func.func @symbol_from_constant_division(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %c = arith.constant 3 : index
    %r = arith.divsi %n, %c : index
    %v = affine.load %m[%r] : memref<?xf32>
  }
  return
}

// -----

// Valid: symbols from constants, pure ops on symbols, dims of top-level
// memrefs and allocs; dims from affine.apply of induction variables.
func.func @valid_dims_and_symbols(%m: memref<?x10xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %s = arith.addi %n, %c1 : index
  %d = memref.dim %m, %c1 : memref<?x10xf32>
  %a = memref.alloc(%n) : memref<?xf32>
  affine.for %i = 0 to %s {
    %c0 = arith.constant 0 : index
    %d0 = memref.dim %a, %c0 : memref<?xf32>
    %j = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%d]
    %v = affine.load %m[%j, symbol(%d0) - 1] : memref<?x10xf32>
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%s] {
      affine.store %v, %m[%i, %i] : memref<?x10xf32>
    }
  }
  return
}

// -----

func.func @br_operand_count(%a: i32) {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32):
  return
}

// -----

func.func @br_operand_type(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: f32):
  return
}

// -----

func.func @cond_br_false_dest(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  return
^bb2:
  return
}

// -----

func.func @cond_br_generic_type(%c: i1, %a: i32) {
  "cf.cond_br"(%c, %a) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%x: f32):
  return
}

// -----

func.func @cond_br_weights(%c: i1) {
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @switch_default_operands(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32)
  ]
^bb1:
  return
}

// -----

func.func @switch_case_type(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%a : i32)
  ]
^bb1(%x: i32):
  return
^bb2(%y: f32):
  return
}

// -----

func.func @switch_case_count(%f: i32) {
  "cf.switch"(%f) [^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_value_type(%f: i32) {
  "cf.switch"(%f) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
