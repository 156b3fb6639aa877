func.func @for_bound_types_before_region(%arg0: i32, %arg1: index) {
  "scf.for"(%arg1, %arg0, %arg1) ({}) : (index, i32, index) -> ()
  return
}

// -----

func.func @parallel_results_without_inits(
    %arg0 : index, %arg1: index, %arg2: index) {
  %res = scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) -> f32 {
    scf.reduce(%arg0 : index) {
      ^bb0(%lhs: index, %rhs: index):
        scf.reduce.return %lhs : index
    }
  }
}

// -----

func.func @forall_outs_and_types(%t: tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>, tensor<8xf32>) {
  }
  return
}
