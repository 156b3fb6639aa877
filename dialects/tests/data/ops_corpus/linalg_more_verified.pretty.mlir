#map = affine_map<(d0, d1, d2) -> (d2, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @generic_explicit(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %0 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3x4xf32>) outs(%arg2 : tensor<2x4xf32>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
  func.func @user_maps(%arg0: memref<5x3xf32>, %arg1: memref<5x7xf32>, %arg2: memref<3x7xf32>, %arg3: memref<5xf32>, %arg4: memref<2x3x5xf32>, %arg5: memref<5xf32>, %arg6: memref<2x3x7xf32>, %arg7: memref<2x5x7xf32>, %arg8: memref<3x7xf32>) {
    linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<5x3xf32>, memref<5x7xf32>) outs(%arg2 : memref<3x7xf32>)
    linalg.matmul indexing_maps = [#map3, #map1, #map2] ins(%arg3, %arg1 : memref<5xf32>, memref<5x7xf32>) outs(%arg2 : memref<3x7xf32>)
    linalg.batch_matmul indexing_maps = [#map4, #map5, #map6] ins(%arg4, %arg5 : memref<2x3x5xf32>, memref<5xf32>) outs(%arg6 : memref<2x3x7xf32>)
    linalg.batch_reduce_matmul ins(%arg4, %arg7 : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%arg8 : memref<3x7xf32>)
    return
  }
  func.func @index_and_reduce(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4x8xi64>) -> (tensor<4xf32>, tensor<4x8xi64>) {
    %reduced = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %1 = arith.addf %in, %init : f32
        linalg.yield %1 : f32
      }
    %0 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel"]} outs(%arg2 : tensor<4x8xi64>) {
    ^bb0(%out: i64):
      %1 = linalg.index 1 : index
      %2 = arith.index_cast %1 : index to i64
      linalg.yield %2 : i64
    } -> tensor<4x8xi64>
    return %reduced, %0 : tensor<4xf32>, tensor<4x8xi64>
  }
  func.func @relayout(%arg0: tensor<13x15xf32>, %arg1: tensor<2x8x8x2xf32>, %arg2: f32, %arg3: tensor<16x4x32x16xf32>, %arg4: tensor<128x256xf32>, %arg5: tensor<?x?xf32>, %arg6: tensor<?x?x8x?xf32>, %arg7: index) -> (tensor<2x8x8x2xf32>, tensor<16x4x32x16xf32>, tensor<128x256xf32>, tensor<?x?x8x?xf32>) {
    %pack = linalg.pack %arg0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %arg1 : tensor<13x15xf32> -> tensor<2x8x8x2xf32>
    %pack_0 = linalg.pack %arg4 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %arg3 : tensor<128x256xf32> -> tensor<16x4x32x16xf32>
    %unpack = linalg.unpack %pack_0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %arg4 : tensor<16x4x32x16xf32> -> tensor<128x256xf32>
    %pack_1 = linalg.pack %arg5 inner_dims_pos = [0, 1] inner_tiles = [8, %arg7] into %arg6 : tensor<?x?xf32> -> tensor<?x?x8x?xf32>
    return %pack, %pack_0, %unpack, %pack_1 : tensor<2x8x8x2xf32>, tensor<16x4x32x16xf32>, tensor<128x256xf32>, tensor<?x?x8x?xf32>
  }
  func.func @winograd_softmax(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<6x6x5x2xf32>, %arg2: tensor<2x14x14x5xf32>, %arg3: tensor<6x6x3x3x2x5xf32>, %arg4: tensor<6x6x3x3x2x2xf32>, %arg5: tensor<2x12x12x2xf32>, %arg6: tensor<2x3x1x5xf32>, %arg7: tensor<6x1x5x2xf32>, %arg8: tensor<2x16x32xf32>, %arg9: tensor<2x16x32xf32>) -> (tensor<6x6x5x2xf32>, tensor<6x6x3x3x2x5xf32>, tensor<2x12x12x2xf32>, tensor<6x1x5x2xf32>, tensor<2x16x32xf32>) {
    %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
    %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg2 : tensor<2x14x14x5xf32>) outs(%arg3 : tensor<6x6x3x3x2x5xf32>) -> tensor<6x6x3x3x2x5xf32>
    %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg4 : tensor<6x6x3x3x2x2xf32>) outs(%arg5 : tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
    %3 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg6 : tensor<2x3x1x5xf32>) outs(%arg7 : tensor<6x1x5x2xf32>) -> tensor<6x1x5x2xf32>
    %4 = linalg.softmax dimension(2) ins(%arg8 : tensor<2x16x32xf32>) outs(%arg9 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    return %0, %1, %2, %3, %4 : tensor<6x6x5x2xf32>, tensor<6x6x3x3x2x5xf32>, tensor<2x12x12x2xf32>, tensor<6x1x5x2xf32>, tensor<2x16x32xf32>
  }
}

