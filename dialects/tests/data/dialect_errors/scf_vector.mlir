// Invalid scf.forall, scf.forall.in_parallel and vector ops, in custom and
// generic form; each case's first error line is in scf_vector.expected.
"func.func"() <{sym_name = "forall_no_paren", function_type = (index) -> ()}> ({
^bb0(%n: index):
  scf.forall %i in (%n) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_bad_bound", function_type = (index) -> ()}> ({
^bb0(%n: index):
  scf.forall (%i) in (%n, x) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_no_to", function_type = (index) -> ()}> ({
^bb0(%n: index):
  scf.forall (%i) = (0) (%n) step (1) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_no_step", function_type = (index) -> ()}> ({
^bb0(%n: index):
  scf.forall (%i) = (0) to (%n) (1) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_no_eq", function_type = (index) -> ()}> ({
^bb0(%n: index):
  scf.forall (%i) (0) to (%n) step (1) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_rank_mismatch", function_type = (index) -> ()}> ({
^bb0(%n: index):
  scf.forall (%i, %j) in (%n) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_bound_type", function_type = (i32) -> ()}> ({
^bb0(%n: i32):
  scf.forall (%i) in (%n) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_outs_count", function_type = (index, tensor<?xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>):
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>, tensor<?xf32>) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_outs_type", function_type = (index, tensor<?xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>):
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_outs_not_tensor", function_type = (index, memref<?xf32>) -> ()}> ({
^bb0(%n: index, %m: memref<?xf32>):
  %r = scf.forall (%i) in (%n) shared_outs(%o = %m) -> (memref<?xf32>) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_mapping_rank", function_type = (index) -> ()}> ({
^bb0(%n: index):
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_bad_terminator", function_type = (index, tensor<?xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>):
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.yield
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_no_arrow", function_type = (index, tensor<?xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>):
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "in_parallel_bad_op", function_type = (index, tensor<?xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>):
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      "test.op"() : () -> ()
    }
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "in_parallel_bad_dest", function_type = (index, tensor<?xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>):
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %t[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "in_parallel_outside", function_type = () -> ()}> ({
  scf.forall.in_parallel {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_valid", function_type = (index, tensor<?xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>):
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i, %j) = (0, %c1) to (%n, 8) step (2, %c1) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  } {mapping = [#gpu.block<x>, #gpu.block<y>]}
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_ivs_unclosed", function_type = (index) -> ()}> ({
^bb0(%n: index):
  scf.forall (%i in (%n) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_list_unclosed", function_type = (index) -> ()}> ({
^bb0(%n: index):
  scf.forall (%i) in (%n {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_outs_no_paren", function_type = (index, tensor<?xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>):
  %r = scf.forall (%i) in (%n) shared_outs %o = %t -> (tensor<?xf32>) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_outs_no_eq", function_type = (index, tensor<?xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>):
  %r = scf.forall (%i) in (%n) shared_outs(%o %t) -> (tensor<?xf32>) {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_no_region", function_type = (index) -> ()}> ({
^bb0(%n: index):
  scf.forall (%i) in (%n)
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_ub_dense", function_type = (index) -> ()}> ({
^bb0(%n: index):
  scf.forall (%i) in [%n] {
  }
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "in_parallel_attr", function_type = (index, tensor<?xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>):
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
    } {tag}
  }
  "test.sink"(%r) : (tensor<?xf32>) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_generic_lb_count", function_type = (index) -> ()}> ({
^bb0(%n: index):
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : (index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_generic_ub_dyn", function_type = (index) -> ()}> ({
^bb0(%n: index):
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : (index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_generic_step_count", function_type = (index) -> ()}> ({
^bb0(%n: index):
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : (index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_generic_args", function_type = (index) -> ()}> ({
^bb0(%n: index):
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : (index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_generic_arg_type", function_type = (index) -> ()}> ({
^bb0(%n: index):
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : (index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_generic_results", function_type = (index, tensor<?xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>):
  %r = "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : (index) -> tensor<?xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_generic_out_arg_type", function_type = (index, tensor<?xf32>, tensor<1xf32>) -> ()}> ({
^bb0(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>):
  %r = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : (index, tensor<?xf32>) -> tensor<?xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_generic_no_static", function_type = (index) -> ()}> ({
^bb0(%n: index):
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : (index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "forall_generic_no_terminator", function_type = (index) -> ()}> ({
^bb0(%n: index):
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
  }) : (index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "in_parallel_generic_operand", function_type = (index) -> ()}> ({
^bb0(%n: index):
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"(%i) ({
    }) : (index) -> ()
  }) : (index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "in_parallel_generic_two_blocks", function_type = (index) -> ()}> ({
^bb0(%n: index):
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb1:
    ^bb2:
    }) : () -> ()
  }) : (index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_rank", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = vector.extract %v[1, 2, 3] : f32 from vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_oob", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = vector.extract %v[4] : vector<8xf32> from vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_neg", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = vector.extract %v[0, -2] : f32 from vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_poison", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = vector.extract %v[-1, %i] : f32 from vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_infer", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = vector.extract %v[1] : f32 from vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_one_elt", function_type = (vector<4x1xf32>) -> ()}> ({
^bb0(%v: vector<4x1xf32>):
  %0 = vector.extract %v[1] : f32 from vector<4x1xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_elt_type", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = vector.extract %v[1, 1] : i32 from vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_0d", function_type = (vector<f32>) -> ()}> ({
^bb0(%v: vector<f32>):
  %0 = vector.extract %v[] : vector<f32> from vector<f32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_not_vector", function_type = (tensor<4xf32>) -> ()}> ({
^bb0(%v: tensor<4xf32>):
  %0 = vector.extract %v[1] : f32 from tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_bad_list", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = vector.extract %v[a] : f32 from vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "insert_rank", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = vector.insert %f, %v[1, 2, 3] : f32 into vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "insert_scalar_rank", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = vector.insert %f, %v[1] : f32 into vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "insert_vector_rank", function_type = (vector<8xf32>, vector<4x8xf32>) -> ()}> ({
^bb0(%a: vector<8xf32>, %v: vector<4x8xf32>):
  %0 = vector.insert %a, %v[1, 1] : vector<8xf32> into vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "insert_oob", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = vector.insert %f, %v[1, 8] : f32 into vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "insert_0d", function_type = (vector<f32>, vector<4xf32>) -> ()}> ({
^bb0(%a: vector<f32>, %v: vector<4xf32>):
  %0 = vector.insert %a, %v[1] : vector<f32> into vector<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "insert_elt_type", function_type = (i32, vector<4xf32>) -> ()}> ({
^bb0(%a: i32, %v: vector<4xf32>):
  %0 = vector.insert %a, %v[1] : i32 into vector<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "insert_valid", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = vector.insert %f, %v[-1, %i] : f32 into vector<4x8xf32>
  %1 = vector.extract %0[%i] : vector<8xf32> from vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_rank", function_type = (vector<4x8xf32>) -> ()}> ({
^bb0(%a: vector<4x8xf32>):
  %0 = vector.broadcast %a : vector<4x8xf32> to vector<8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_dim", function_type = (vector<3xf32>) -> ()}> ({
^bb0(%a: vector<3xf32>):
  %0 = vector.broadcast %a : vector<3xf32> to vector<2x4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_scalable", function_type = (vector<[4]xf32>) -> ()}> ({
^bb0(%a: vector<[4]xf32>):
  %0 = vector.broadcast %a : vector<[4]xf32> to vector<2x4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_elt", function_type = (i32) -> ()}> ({
^bb0(%a: i32):
  %0 = vector.broadcast %a : i32 to vector<2x4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_not_vector", function_type = (tensor<4xf32>) -> ()}> ({
^bb0(%a: tensor<4xf32>):
  %0 = vector.broadcast %a : tensor<4xf32> to vector<2x4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_to_tensor", function_type = (f32) -> ()}> ({
^bb0(%a: f32):
  %0 = vector.broadcast %a : f32 to tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_valid", function_type = (vector<1x4xf32>, f32) -> ()}> ({
^bb0(%a: vector<1x4xf32>, %f: f32):
  %0 = vector.broadcast %a : vector<1x4xf32> to vector<3x2x4xf32>
  %1 = vector.broadcast %f : f32 to vector<f32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "fma_types", function_type = (vector<4xf32>, vector<4xf64>) -> ()}> ({
^bb0(%a: vector<4xf32>, %b: vector<4xf64>):
  %0 = vector.fma %a, %a, %b : vector<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "fma_int", function_type = (vector<4xi32>) -> ()}> ({
^bb0(%a: vector<4xi32>):
  %0 = vector.fma %a, %a, %a : vector<4xi32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_generic_mismatch", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: 1, 2>}> : (vector<4x8xf32>, index) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_generic_no_position", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = "vector.extract"(%v) : (vector<4x8xf32>) -> vector<8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "extract_generic_infer", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = "vector.extract"(%v) <{static_position = array<i64: 1>}> : (vector<4x8xf32>) -> vector<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "insert_generic_result", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = "vector.insert"(%f, %v) <{static_position = array<i64: 1, 1>}> : (f32, vector<4x8xf32>) -> vector<4x9xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "insert_generic_position_type", function_type = (vector<4x8xf32>, f32, index) -> ()}> ({
^bb0(%v: vector<4x8xf32>, %f: f32, %i: index):
  %0 = "vector.insert"(%f, %v) <{static_position = array<i32: 1, 1>}> : (f32, vector<4x8xf32>) -> vector<4x8xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_generic_result", function_type = (f32) -> ()}> ({
^bb0(%f: f32):
  %0 = "vector.broadcast"(%f) : (f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{sym_name = "broadcast_generic_operands", function_type = (f32) -> ()}> ({
^bb0(%f: f32):
  %0 = "vector.broadcast"(%f, %f) : (f32, f32) -> vector<4xf32>
  "func.return"() : () -> ()
}) : () -> ()
