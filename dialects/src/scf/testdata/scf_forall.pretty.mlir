module {
  func.func @f(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<1xf32>) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    scf.forall (%arg3, %arg4) in (4, %arg0) {
      "test.use"(%arg3, %arg4) : (index, index) -> ()
    }
    scf.forall (%arg3) in (%arg0) {
      "test.use"(%arg3) : (index) -> ()
    }
    scf.forall (%arg3) = (%c1) to (%arg0) step (%c2) {
      "test.use"(%arg3) : (index) -> ()
    } {foo, mapping = [#gpu.block<x>]}
    scf.forall (%arg3, %arg4) = (0, %c1) to (%arg0, 8) step (2, %c2) {
    }
    scf.forall () in () {
    }
    %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<?xf32>) {
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %arg2 into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<?xf32>
      }
    }
    %1 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg1) -> (tensor<?xf32>) {
      scf.forall.in_parallel {
      }
    }
    return %0 : tensor<?xf32>
  }
}

