// Every loop whose yield is not its iteration argument is reported, and
// scf.execute_region needs a unique scf.yield.
module {
  func.func @fresh(%n: index) -> (tensor<4xf32>, tensor<4xf32>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = tensor.empty() : tensor<4xf32>
    %1 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %0) -> (tensor<4xf32>) {
      %2 = tensor.empty() : tensor<4xf32>
      scf.yield %2 : tensor<4xf32>
    }
    %3 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %0) -> (tensor<4xf32>) {
      %4 = tensor.empty() : tensor<4xf32>
      scf.yield %4 : tensor<4xf32>
    }
    %e = scf.execute_region -> i32 {
      %c = arith.constant 1 : i32
      cf.br ^bb1(%c : i32)
    ^bb1(%x: i32):
      scf.yield %x : i32
    }
    return %1, %3, %e : tensor<4xf32>, tensor<4xf32>, i32
  }
}
