func.func @parallel_insert_const(%a: tensor<?xf32>, %t: tensor<8xf32>) -> tensor<8xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%i] [%c2] [1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @forall_promote(%a: tensor<2xf32>, %t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) = (3) to (4) step (1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %x = "tst.op"(%i) : (index) -> index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%x] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @forall_collapse(%a: tensor<2xf32>, %t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) = (3, 0) to (4, %n) step (1, 1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %x = "tst.op"(%i, %j) : (index, index) -> index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%x] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  } {foo = 1 : i32}
  return %r : tensor<8xf32>
}

func.func @forall_ub_plus(%a: tensor<2xf32>, %t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  %m = arith.addi %n, %c1 overflow<nsw> : index
  %r = scf.forall (%i) = (%n) to (%m) step (1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %x = "tst.op"(%i) : (index) -> index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%x] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @forall_neg_step(%t: tensor<8xf32>) {
  scf.forall (%i) = (0) to (4) step (-1) {
    "tst.op"(%i) : (index) -> ()
  }
  return
}

func.func @forall_mapped(%a: tensor<2xf32>, %t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) = (3) to (4) step (1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %x = "tst.op"(%i) : (index) -> index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%x] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  } {mapping = [#gpu.thread<x>]}
  return %r : tensor<8xf32>
}

func.func @forall_iter(%a: tensor<2xf32>, %t: tensor<8xf32>, %u: tensor<8xf32>, %w: tensor<8xf32>, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:3 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u, %q = %w) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    "tst.use"(%o, %p) : (tensor<8xf32>, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %q[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %a into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#2 : tensor<8xf32>, tensor<8xf32>
}

func.func @forall_cast_out(%t: tensor<8xf32>, %a: tensor<2xf32>, %n: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%o = %c) -> (tensor<?xf32>) {
    "tst.use"(%o) : (tensor<?xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

func.func @forall_dim(%t: tensor<?xf32>, %a: tensor<2xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}

func.func @forall_zero_rank_promote(%t: tensor<8xf32>, %a: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall () in () shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[1] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @parallel_insert_rank_reduce(%a: tensor<?x?xf32>, %t: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%i, 0] [%c1, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
