// Upstream's mlir/test/Transforms/test-canonicalize-merge-large-blocks.mlir
// (canonicalize{region-simplify=aggressive} on llvm.func) with func, cf and
// arith ops for the llvm dialect's (rods has no llvm dialect):
// func.call for llvm.call, arith.constant for llvm.mlir.constant,
// arith.cmpi for llvm.icmp, cf.cond_br/cf.br for llvm.cond_br/llvm.br.

func.func private @foo(%arg0: i64)

func.func private @rand() -> i1

func.func @large_merge_block(%arg0: i64) {
  %0 = arith.constant 0 : i64
  %1 = arith.constant 1 : i64
  %2 = arith.constant 2 : i64
  %3 = arith.constant 3 : i64
  %4 = arith.constant 4 : i64
  %10 = arith.cmpi eq, %arg0, %0 : i64
  cf.cond_br %10, ^bb1, ^bb14
^bb1:  // pred: ^bb0
  %11 = func.call @rand() : () -> i1
  cf.cond_br %11, ^bb2, ^bb3
^bb2:  // pred: ^bb1
  func.call @foo(%1) : (i64) -> ()
  cf.br ^bb4
^bb3:  // pred: ^bb1
  func.call @foo(%2) : (i64) -> ()
  cf.br ^bb4
^bb4:  // 2 preds: ^bb2, ^bb3
  %14 = func.call @rand() : () -> i1
  cf.cond_br %14, ^bb5, ^bb6
^bb5:  // pred: ^bb4
  func.call @foo(%3) : (i64) -> ()
  cf.br ^bb13
^bb6:  // pred: ^bb4
  func.call @foo(%4) : (i64) -> ()
  cf.br ^bb13
^bb13:  // 2 preds: ^bb11, ^bb12
  cf.br ^bb27
^bb14:  // pred: ^bb0
  %23 = func.call @rand() : () -> i1
  cf.cond_br %23, ^bb15, ^bb16
^bb15:  // pred: ^bb14
  func.call @foo(%4) : (i64) -> ()
  cf.br ^bb17
^bb16:  // pred: ^bb14
  func.call @foo(%3) : (i64) -> ()
  cf.br ^bb17
^bb17:  // 2 preds: ^bb15, ^bb16
  %26 = func.call @rand() : () -> i1
  cf.cond_br %26, ^bb18, ^bb19
^bb18:  // pred: ^bb17
  func.call @foo(%2) : (i64) -> ()
  cf.br ^bb26
^bb19:  // pred: ^bb17
  func.call @foo(%1) : (i64) -> ()
  cf.br ^bb26
^bb26:  // 2 preds: ^bb24, ^bb25
  cf.br ^bb27
^bb27:  // 2 preds: ^bb13, ^bb26
  return
}

func.func @redundant_args0(%cond : i1) {
  %0 = arith.constant 0 : i64
  %2 = arith.constant 1 : i64
  %3 = arith.constant 2 : i64
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  func.call @foo(%0) : (i64) -> ()
  func.call @foo(%0) : (i64) -> ()
  cf.br ^bb3
^bb2:
  func.call @foo(%2) : (i64) -> ()
  func.call @foo(%3) : (i64) -> ()
  cf.br ^bb3
^bb3:
  return
}

func.func @redundant_args1(%cond : i1) {
  %0 = arith.constant 0 : i64
  %2 = arith.constant 1 : i64
  %3 = arith.constant 2 : i64
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  func.call @foo(%2) : (i64) -> ()
  func.call @foo(%3) : (i64) -> ()
  cf.br ^bb3
^bb2:
  func.call @foo(%0) : (i64) -> ()
  func.call @foo(%0) : (i64) -> ()
  cf.br ^bb3
^bb3:
  return
}

func.func @redundant_args_complex(%cond : i1) {
  %0 = arith.constant 0 : i64
  %1 = arith.constant 1 : i64
  %2 = arith.constant 2 : i64
  %3 = arith.constant 3 : i64
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  func.call @foo(%2) : (i64) -> ()
  func.call @foo(%2) : (i64) -> ()
  func.call @foo(%1) : (i64) -> ()
  func.call @foo(%2) : (i64) -> ()
  func.call @foo(%3) : (i64) -> ()
  cf.br ^bb3
^bb2:
  func.call @foo(%0) : (i64) -> ()
  func.call @foo(%0) : (i64) -> ()
  func.call @foo(%3) : (i64) -> ()
  func.call @foo(%2) : (i64) -> ()
  func.call @foo(%2) : (i64) -> ()
  cf.br ^bb3
^bb3:
  return
}
