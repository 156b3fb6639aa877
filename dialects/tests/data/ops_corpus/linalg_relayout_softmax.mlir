// CASE: linalg.pack/unpack (padding, outer_dims_perm, dynamic tiles, result names), linalg.softmax on tensors and memrefs, winograd transforms
func.func @p(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>, %t: index, %pad: f32, %d2: tensor<8x16x8x32xf32>, %dd: tensor<16x8x?x32xf32>) -> tensor<128x256xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  %1 = linalg.pack %s padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d2 {foo} : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  %2 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [%t, 32] into %dd : tensor<128x256xf32> -> tensor<16x8x?x32xf32>
  %3 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %s : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  %4 = linalg.unpack %1 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %s : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
  %5 = linalg.softmax dimension(1) ins(%s : tensor<128x256xf32>) outs(%s : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %3 : tensor<128x256xf32>
}

func.func @sm(%a: memref<2x16xf16>, %b: memref<2x16xf16>, %t: tensor<?x8xf32>) -> tensor<?x8xf32> {
  linalg.softmax dimension(0) ins(%a : memref<2x16xf16>) outs(%b : memref<2x16xf16>)
  %0 = linalg.softmax {keep} dimension(1) ins(%t : tensor<?x8xf32>) outs(%t : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
func.func @w(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>, %i: tensor<2x10x10x5xf32>, %io: tensor<6x6x2x2x2x5xf32>, %v: tensor<6x6x2x2x2x2xf32>, %vo: tensor<2x8x8x2xf32>) -> tensor<6x6x5x2xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<2x10x10x5xf32>) outs(%io : tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32>
  %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x6x2x2x2x2xf32>) outs(%vo : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}
