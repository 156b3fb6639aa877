// A function argument marked `bufferization.writable = false` is copied
// before it is written; the attribute is dropped after bufferization.
module {
  func.func @f(%arg0: tensor<4xf32> {bufferization.writable = false}, %arg1: tensor<4xf32> {bufferization.writable = true, test.keep}) -> (tensor<4xf32>, tensor<4xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
    return %0, %1 : tensor<4xf32>, tensor<4xf32>
  }
}
