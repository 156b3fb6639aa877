// CASE: linalg ops at the edges of their verifiers: generic-form matmul with explicit maps, transposed and broadcast matmul maps, linalg.index, reduce, pack/unpack (padding, outer_dims_perm, dynamic tiles), winograd transforms, softmax
func.func @generic_explicit(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = "linalg.matmul"(%a, %b, %c) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.mulf %x, %y : f32
    %2 = arith.addf %z, %1 : f32
    linalg.yield %2 : f32
  }) : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

func.func @user_maps(%at: memref<5x3xf32>, %b: memref<5x7xf32>, %c: memref<3x7xf32>, %bv: memref<5xf32>, %ba: memref<2x3x5xf32>, %bbv: memref<5xf32>, %bc: memref<2x3x7xf32>, %bb2: memref<2x5x7xf32>, %brc: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%at, %b : memref<5x3xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%bv, %b : memref<5xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%ba, %bbv : memref<2x3x5xf32>, memref<5xf32>) outs(%bc : memref<2x3x7xf32>)
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
    ins(%ba, %bb2 : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%brc : memref<3x7xf32>)
  return
}

func.func @index_and_reduce(%in: tensor<4x8xf32>, %init: tensor<4xf32>, %i2: tensor<4x8xi64>) -> (tensor<4xf32>, tensor<4x8xi64>) {
  %r = linalg.reduce ins(%in : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%i2 : tensor<4x8xi64>) {
  ^bb0(%o: i64):
    %j = linalg.index 1 : index
    %k = arith.index_cast %j : index to i64
    linalg.yield %k : i64
  } -> tensor<4x8xi64>
  return %r, %g : tensor<4xf32>, tensor<4x8xi64>
}

func.func @relayout(%src: tensor<13x15xf32>, %dst: tensor<2x8x8x2xf32>, %pad: f32, %p2: tensor<16x4x32x16xf32>, %u: tensor<128x256xf32>, %dyn: tensor<?x?xf32>, %dd: tensor<?x?x8x?xf32>, %t: index) -> (tensor<2x8x8x2xf32>, tensor<16x4x32x16xf32>, tensor<128x256xf32>, tensor<?x?x8x?xf32>) {
  %0 = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %dst : tensor<13x15xf32> -> tensor<2x8x8x2xf32>
  %1 = linalg.pack %u outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %p2 : tensor<128x256xf32> -> tensor<16x4x32x16xf32>
  %2 = linalg.unpack %1 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %u : tensor<16x4x32x16xf32> -> tensor<128x256xf32>
  %3 = linalg.pack %dyn inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %dd : tensor<?x?xf32> -> tensor<?x?x8x?xf32>
  return %0, %1, %2, %3 : tensor<2x8x8x2xf32>, tensor<16x4x32x16xf32>, tensor<128x256xf32>, tensor<?x?x8x?xf32>
}

func.func @winograd_softmax(%f: tensor<2x3x3x5xf32>, %fo: tensor<6x6x5x2xf32>, %in: tensor<2x14x14x5xf32>, %io: tensor<6x6x3x3x2x5xf32>, %v: tensor<6x6x3x3x2x2xf32>, %oo: tensor<2x12x12x2xf32>, %f1: tensor<2x3x1x5xf32>, %fo1: tensor<6x1x5x2xf32>, %s: tensor<2x16x32xf32>, %so: tensor<2x16x32xf32>) -> (tensor<6x6x5x2xf32>, tensor<6x6x3x3x2x5xf32>, tensor<2x12x12x2xf32>, tensor<6x1x5x2xf32>, tensor<2x16x32xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%in : tensor<2x14x14x5xf32>) outs(%io : tensor<6x6x3x3x2x5xf32>) -> tensor<6x6x3x3x2x5xf32>
  %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x6x3x3x2x2xf32>) outs(%oo : tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
  %3 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f1 : tensor<2x3x1x5xf32>) outs(%fo1 : tensor<6x1x5x2xf32>) -> tensor<6x1x5x2xf32>
  %4 = linalg.softmax dimension(2) ins(%s : tensor<2x16x32xf32>) outs(%so : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0, %1, %2, %3, %4 : tensor<6x6x5x2xf32>, tensor<6x6x3x3x2x5xf32>, tensor<2x12x12x2xf32>, tensor<6x1x5x2xf32>, tensor<2x16x32xf32>
}
