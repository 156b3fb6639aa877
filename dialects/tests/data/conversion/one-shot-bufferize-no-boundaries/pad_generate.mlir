// tensor.pad (constant and SSA-constant low padding, a body using the
// indices) and tensor.generate become an allocation filled by linalg.map.
module {
  func.func @pad(%arg0: tensor<2x3xf32>) -> tensor<4x5xf32> {
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.pad %arg0 low[%c1, 2] high[1, 0] {
    ^bb0(%i: index, %j: index):
      tensor.yield %cst : f32
    } : tensor<2x3xf32> to tensor<4x5xf32>
    return %0 : tensor<4x5xf32>
  }
  func.func @generate(%arg0: f32) -> tensor<3x2xf32> {
    %0 = tensor.generate {
    ^bb0(%i: index, %j: index):
      %1 = arith.addi %i, %j : index
      %2 = arith.index_cast %1 : index to i32
      %3 = arith.sitofp %2 : i32 to f32
      %4 = arith.addf %3, %arg0 : f32
      tensor.yield %4 : f32
    } : tensor<3x2xf32>
    return %0 : tensor<3x2xf32>
  }
}
