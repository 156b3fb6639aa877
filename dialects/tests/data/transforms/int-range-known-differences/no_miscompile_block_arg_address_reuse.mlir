// The last case of upstream's mlir/test/Dialect/Arith/int-range-opts.mlir,
// where mlir-opt-22 miscompiles (upstream's issue 137281, fixed after 22):
// transforms.rs checks its CHECK lines (%result stays a block argument).

// Regression test: block args whose values come from multiple predecessors
// (some of which are dead) must not be incorrectly replaced with a constant
// from a different block arg whose storage was freed by dead-arg elimination
// between pattern applications. Here %result depends on %cond and must not be
// replaced. (https://github.com/llvm/llvm-project/issues/137281)

// CHECK-LABEL: func @no_miscompile_block_arg_address_reuse
// CHECK: cf.cond_br %[[COND:.*]], ^bb5, ^bb6
// CHECK: ^bb7([[RESULT:%.*]]: i64):
// CHECK-NEXT: vector.print [[RESULT]] : i64
func.func @no_miscompile_block_arg_address_reuse(%cond: i1) {
  %false = arith.constant false
  %c4 = arith.constant 4 : i64
  %c99 = arith.constant 99 : i64
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%c4, %c99 : i64, i64)
^bb2:
  cf.br ^bb3(%c4, %c99 : i64, i64)
^bb3(%a: i64, %b: i64):
  "test.use"(%a) : (i64) -> ()
  cf.br ^bb4
^bb4:
  cf.cond_br %cond, ^bb5, ^bb6
^bb5:
  %c333 = arith.constant 333 : i64
  cf.br ^bb7(%c333 : i64)
^bb6:
  %c444 = arith.constant 444 : i64
  cf.br ^bb7(%c444 : i64)
^bb7(%result: i64):
  vector.print %result : i64
  return
}
