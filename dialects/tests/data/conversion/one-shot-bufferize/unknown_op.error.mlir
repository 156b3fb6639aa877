// An op without bufferization semantics (here a TOSA op) is an error at
// the op.
module {
  func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tosa.abs %arg0 : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
