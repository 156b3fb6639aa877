func.func @f(%n: index, %t: tensor<?xf32>, %s: tensor<1xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) in (4, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (%c1) to (%n) step (%c2) {
    "test.use"(%i) : (index) -> ()
  } {mapping = [#gpu.block<x>], foo}
  scf.forall (%i, %j) = (0, %c1) to (%n, 8) step (2, %c2) {
  }
  scf.forall () in () {
    scf.forall.in_parallel {}
  }
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %r2 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
  }
  return %r : tensor<?xf32>
}
