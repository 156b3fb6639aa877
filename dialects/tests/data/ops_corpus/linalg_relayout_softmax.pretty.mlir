module {
  func.func @p(%arg0: tensor<128x256xf32>, %arg1: tensor<16x8x8x32xf32>, %arg2: index, %arg3: f32, %arg4: tensor<8x16x8x32xf32>, %arg5: tensor<16x8x?x32xf32>) -> tensor<128x256xf32> {
    %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
    %pack_0 = linalg.pack %arg0 padding_value(%arg3 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg4 {foo} : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
    %pack_1 = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [%arg2, 32] into %arg5 : tensor<128x256xf32> -> tensor<16x8x?x32xf32>
    %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg0 : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
    %unpack_2 = linalg.unpack %pack_0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg0 : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
    %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<128x256xf32>) outs(%arg0 : tensor<128x256xf32>) -> tensor<128x256xf32>
    return %unpack : tensor<128x256xf32>
  }
  func.func @sm(%arg0: memref<2x16xf16>, %arg1: memref<2x16xf16>, %arg2: tensor<?x8xf32>) -> tensor<?x8xf32> {
    linalg.softmax dimension(0) ins(%arg0 : memref<2x16xf16>) outs(%arg1 : memref<2x16xf16>)
    %0 = linalg.softmax {keep} dimension(1) ins(%arg2 : tensor<?x8xf32>) outs(%arg2 : tensor<?x8xf32>) -> tensor<?x8xf32>
    return %0 : tensor<?x8xf32>
  }
  func.func @w(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<6x6x5x2xf32>, %arg2: tensor<2x10x10x5xf32>, %arg3: tensor<6x6x2x2x2x5xf32>, %arg4: tensor<6x6x2x2x2x2xf32>, %arg5: tensor<2x8x8x2xf32>) -> tensor<6x6x5x2xf32> {
    %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
    %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg2 : tensor<2x10x10x5xf32>) outs(%arg3 : tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32>
    %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg4 : tensor<6x6x2x2x2x2xf32>) outs(%arg5 : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
    return %0 : tensor<6x6x5x2xf32>
  }
}

