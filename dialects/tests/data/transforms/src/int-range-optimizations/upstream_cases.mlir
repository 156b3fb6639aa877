// The case of upstream's mlir/test/Dialect/Arith/int-range-opts.mlir that needs
// no test-dialect op (`test.with_bounds`): `@no_miscompile_block_arg_address_reuse`
// is left out, mlir-opt-22 merges its blocks (as rods' aggressive region
// simplification does) and then sometimes replaces `%result` by `%c4`
// there, depending on whether a merged block argument's memory is reused
// (upstream's issue 137281, fixed after 22: its output with and without
// `--mlir-print-debuginfo` differs).
func.func @analysis_crash(%arg0: i32, %arg1: tensor<128xi1>) -> tensor<128xi64> {
  %c0_i32 = arith.constant 0 : i32
  %cst = arith.constant dense<-1> : tensor<128xi32>
  %splat = tensor.splat %arg0 : tensor<128xi32>
  %0 = scf.for %arg2 = %c0_i32 to %arg0 step %arg0 iter_args(%arg3 = %splat) -> (tensor<128xi32>)  : i32 {
    scf.yield %arg3 : tensor<128xi32>
  }
  %1 = arith.select %arg1, %0#0, %cst : tensor<128xi1>, tensor<128xi32>
  %2 = arith.extsi %1 : tensor<128xi32> to tensor<128xi64>
  return %2 : tensor<128xi64>
}
