// Ops of upstream's WeightedBranchOpInterface (`dialects/tests/it/more_op_interfaces.rs`):
// the first `cf.cond_br` has weights, the second none until the test sets them
// to [5, 7]; `weighted_branch.custom` is mlir-opt-22's custom form of this file with
// `weights([5, 7])` written on the second one.
func.func @weights(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c weights([3, 1]), ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb2, ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%x : i32)
^bb3(%y: i32):
  return %y : i32
}
