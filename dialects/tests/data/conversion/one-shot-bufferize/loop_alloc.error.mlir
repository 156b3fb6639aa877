// A loop yielding a new tensor instead of its iteration argument is
// rejected unless allow-return-allocs-from-loops is set.
module {
  func.func @fresh(%n: index) -> tensor<4xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = tensor.empty() : tensor<4xf32>
    %1 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %0) -> (tensor<4xf32>) {
      %2 = tensor.empty() : tensor<4xf32>
      scf.yield %2 : tensor<4xf32>
    }
    return %1 : tensor<4xf32>
  }
}
