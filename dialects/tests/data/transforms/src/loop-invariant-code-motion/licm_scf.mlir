// Cases of upstream's mlir/test/Transforms/loop-invariant-code-motion.mlir on
// scf loops: scf.for with a constant unit step is hoisted, other steps are
// not; scf.parallel, nested uses, invariant chains; ops with memory effects
// or unknown ones stay.
func.func @hoist_scf_for_with_unknown_trip_count_unit_step(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.for %arg0 = %lb to %ub step %c1 {
    scf.for %arg1 = %lb to %ub step %c1 {
    }
  }
  return
}

func.func @hoist_scf_for_with_unknown_trip_count_non_unit_constant_step(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %arg0 = %lb to %ub step %c1 {
    scf.for %arg1 = %lb to %ub step %c2 {
    }
  }
  return
}

func.func @hoist_scf_for_with_unknown_trip_count_unknown_step(%lb: index, %ub: index, %step: index) {
  %c1 = arith.constant 1 : index
  scf.for %arg0 = %lb to %ub step %c1 {
    scf.for %arg1 = %lb to %ub step %step {
    }
  }
  return
}

func.func @invariant_loop_dialect() {
  %ci0 = arith.constant 0 : index
  %ci10 = arith.constant 10 : index
  %ci1 = arith.constant 1 : index
  %m = memref.alloc() : memref<10xf32>
  %cf7 = arith.constant 7.0 : f32
  %cf8 = arith.constant 8.0 : f32
  scf.for %arg0 = %ci0 to %ci10 step %ci1 {
    scf.for %arg1 = %ci0 to %ci10 step %ci1 {
      %v0 = arith.addf %cf7, %cf8 : f32
    }
  }
  return
}

func.func @variant_loop_dialect() {
  %ci0 = arith.constant 0 : index
  %ci10 = arith.constant 10 : index
  %ci1 = arith.constant 1 : index
  %m = memref.alloc() : memref<10xf32>
  scf.for %arg0 = %ci0 to %ci10 step %ci1 {
    scf.for %arg1 = %ci0 to %ci10 step %ci1 {
      %v0 = arith.addi %arg0, %arg1 : index
    }
  }
  return
}

func.func @parallel_loop_with_invariant() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  scf.parallel (%arg0, %arg1) = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {
    %v0 = arith.addi %c7, %c8 : i32
    %v3 = arith.addi %arg0, %arg1 : index
  }
  return
}

func.func private @make_val() -> (index)

func.func @nested_uses_inside(%lb: index, %ub: index, %step: index) {
  %true = arith.constant true
  scf.for %i = %lb to %ub step %step {
    %val = func.call @make_val() : () -> (index)
    %val2 = func.call @make_val() : () -> (index)
    %r = scf.if %true -> (index) {
      scf.yield %val: index
    } else {
      scf.yield %val2: index
    }
  }
  return
}

func.func @invariant_subgraph(%lb: index, %ub: index, %step: index, %arg: i32) {
  scf.for %i = %lb to %ub step %step {
    %v0 = arith.addi %arg, %arg : i32
    %v1 = arith.addi %arg, %v0 : i32
    "test.sink"(%v1) : (i32) -> ()
  }
  return
}

func.func @invariant_if_and_load(%m: memref<4xf32>, %a: i32, %b: i32, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> f32 {
    %v = memref.load %m[%c0] : memref<4xf32>
    %e = arith.addi %a, %b : i32
    %s = scf.if %c -> (i32) {
      %x = arith.muli %e, %a : i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    %w = scf.while (%arg = %a) : (i32) -> i32 {
      %cond = arith.cmpi slt, %arg, %b : i32
      scf.condition(%cond) %arg : i32
    } do {
    ^bb0(%arg2: i32):
      %n = arith.addi %arg2, %e : i32
      scf.yield %n : i32
    }
    %t = arith.addf %acc, %v : f32
    scf.yield %t : f32
  }
  return %r : f32
}
