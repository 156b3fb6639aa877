// Matching extract_slice/insert_slice pairs: the slice is computed in
// place inside the destination (in a loop too); a mismatched pair copies.
module {
  func.func @pair(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = tensor.extract_slice %t[2, 2] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = tensor.insert_slice %1 into %t[2, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
  func.func @mismatch(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = tensor.extract_slice %t[2, 2] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = tensor.insert_slice %1 into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
  func.func @tiled(%t: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant 2.000000e+00 : f32
    %0 = scf.for %i = %c0 to %c8 step %c2 iter_args(%acc = %t) -> (tensor<8x4xf32>) {
      %1 = tensor.extract_slice %acc[%i, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
      %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%1 : tensor<2x4xf32>) {
      ^bb0(%out: f32):
        %3 = arith.mulf %out, %cst : f32
        linalg.yield %3 : f32
      } -> tensor<2x4xf32>
      %4 = tensor.insert_slice %2 into %acc[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x4xf32>
      scf.yield %4 : tensor<8x4xf32>
    }
    return %0 : tensor<8x4xf32>
  }
}
