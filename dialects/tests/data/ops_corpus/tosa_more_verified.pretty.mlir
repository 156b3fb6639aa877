module {
  func.func @pad(%arg0: tensor<2x3xf32>, %arg1: tensor<?x3xi8>, %arg2: tensor<*xf32>, %arg3: tensor<1xf32>, %arg4: tensor<1xi8>) -> tensor<4x7xf32> {
    %0 = tosa.const_shape  {values = dense<[1, 1, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<[-1, 0, 0, -1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %2 = tosa.pad %arg0, %0, %arg3 : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x7xf32>
    %3 = tosa.pad %arg1, %1, %arg4 : (tensor<?x3xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<?x?xi8>
    %4 = tosa.pad %arg2, %0, %arg3 : (tensor<*xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<?x?xf32>
    return %2 : tensor<4x7xf32>
  }
  func.func @scatter(%arg0: tensor<2x8x4xf32>, %arg1: tensor<2x3xi32>, %arg2: tensor<2x3x4xf32>, %arg3: tensor<?x?x?xf32>, %arg4: tensor<?x?xi32>) -> tensor<2x8x4xf32> {
    %0 = tosa.scatter %arg0, %arg1, %arg2 : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<2x8x4xf32>
    %1 = tosa.scatter %arg3, %arg4, %arg2 : (tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2 = tosa.scatter %arg3, %arg4, %arg3 : (tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<?x?x?xf32>) -> tensor<*xf32>
    return %0 : tensor<2x8x4xf32>
  }
  func.func @resize(%arg0: tensor<1x4x4x2xf32>, %arg1: tensor<1x1x4x2xf32>, %arg2: tensor<1x?x?x2xf32>) -> tensor<1x7x7x2xf32> {
    %0 = tosa.const_shape  {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<[4, 2, 3, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %2 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.const_shape  {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = tosa.resize %arg0, %0, %2, %2 {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
    %5 = tosa.resize %arg1, %0, %2, %2 {mode = NEAREST_NEIGHBOR} : (tensor<1x1x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x9x7x2xf32>
    %6 = tosa.resize %arg0, %1, %3, %2 {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x6x9x2xf32>
    %7 = tosa.resize %arg2, %0, %2, %2 {mode = BILINEAR} : (tensor<1x?x?x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x5x5x2xf32>
    return %4 : tensor<1x7x7x2xf32>
  }
  func.func @conv3d(%arg0: tensor<1x9x8x8x2xf32>, %arg1: tensor<4x3x3x3x2xf32>, %arg2: tensor<1xf32>, %arg3: tensor<1xf32>, %arg4: tensor<1x?x8x8x2xf32>) -> tensor<1x3x6x3x4xf32> {
    %0 = tosa.conv3d %arg0, %arg1, %arg2, %arg3, %arg3 {acc_type = f32, dilation = array<i64: 1, 1, 2>, pad = array<i64: 0, 0, 0, 0, 0, 1>, stride = array<i64: 3, 1, 2>} : (tensor<1x9x8x8x2xf32>, tensor<4x3x3x3x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x6x3x4xf32>
    %1 = tosa.conv3d %arg4, %arg1, %arg2, %arg3, %arg3 {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 1, 1, 1, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x?x8x8x2xf32>, tensor<4x3x3x3x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x8x8x?xf32>
    return %0 : tensor<1x3x6x3x4xf32>
  }
  func.func @transpose_conv(%arg0: tensor<1x4x4x2xf32>, %arg1: tensor<4x3x3x2xf32>, %arg2: tensor<4xf32>, %arg3: tensor<1xf32>, %arg4: tensor<4x?x?x2xf32>) -> tensor<1x9x4x4xf32> {
    %0 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %arg3, %arg3 {acc_type = f32, out_pad = array<i64: 0, 0, -2, 0>, stride = array<i64: 2, 1>} : (tensor<1x4x4x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x9x4x4xf32>
    %1 = tosa.transpose_conv2d %arg0, %arg4, %arg2, %arg3, %arg3 {acc_type = f32, out_pad = array<i64: -5, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<4x?x?x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x?x4xf32>
    return %0 : tensor<1x9x4x4xf32>
  }
  func.func @block_scaled(%arg0: tensor<4x8x64xf8E4M3FN>, %arg1: tensor<4x8x2xf8E8M0FNU>, %arg2: tensor<1x16x64xf8E4M3FN>, %arg3: tensor<1x16x2xf8E8M0FNU>, %arg4: tensor<?x8x?xf4E2M1FN>, %arg5: tensor<?x8x?xf8E8M0FNU>, %arg6: tensor<2x16x?xf4E2M1FN>, %arg7: tensor<2x16x?xf8E8M0FNU>) -> tensor<4x8x16xf32> {
    %0 = tosa.matmul_t_block_scaled %arg0, %arg1, %arg2, %arg3 {block_size = BLOCK_SIZE_32} : (tensor<4x8x64xf8E4M3FN>, tensor<4x8x2xf8E8M0FNU>, tensor<1x16x64xf8E4M3FN>, tensor<1x16x2xf8E8M0FNU>) -> tensor<4x8x16xf32>
    %1 = tosa.matmul_t_block_scaled %arg4, %arg5, %arg6, %arg7 {block_size = BLOCK_SIZE_32} : (tensor<?x8x?xf4E2M1FN>, tensor<?x8x?xf8E8M0FNU>, tensor<2x16x?xf4E2M1FN>, tensor<2x16x?xf8E8M0FNU>) -> tensor<2x8x16xbf16>
    return %0 : tensor<4x8x16xf32>
  }
  func.func @block_scaled_casts(%arg0: tensor<4x64xf8E4M3FN>, %arg1: tensor<4x2xf8E8M0FNU>, %arg2: tensor<4x?xf32>, %arg3: tensor<*xf32>) -> tensor<4x64xf32> {
    %0 = tosa.cast_from_block_scaled %arg0, %arg1 {block_size = BLOCK_SIZE_32} : (tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>) -> tensor<4x64xf32>
    %output_data, %output_scale = tosa.cast_to_block_scaled %0 {block_size = BLOCK_SIZE_32} : (tensor<4x64xf32>) -> (tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>)
    %output_data_0, %output_scale_1 = tosa.cast_to_block_scaled %arg2 {block_size = BLOCK_SIZE_32} : (tensor<4x?xf32>) -> (tensor<4x?xf6E2M3FN>, tensor<?x3xf8E8M0FNU>)
    %output_data_2, %output_scale_3 = tosa.cast_to_block_scaled %arg3 {block_size = BLOCK_SIZE_32} : (tensor<*xf32>) -> (tensor<*xf8E5M2>, tensor<4x2xf8E8M0FNU>)
    return %0 : tensor<4x64xf32>
  }
  func.func @shape_ops(%arg0: tensor<4x5xf32>, %arg1: tensor<*xf32>, %arg2: tensor<1xi32>) -> !tosa.shape<3> {
    %0 = tosa.dim %arg0 {axis = 1 : i32} : (tensor<4x5xf32>) -> !tosa.shape<1>
    %1 = tosa.dim %arg1 {axis = 9 : i32} : (tensor<*xf32>) -> !tosa.shape<1>
    %2 = tosa.const_shape  {values = dense<[1, 2, 3, 4, 5]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %3 = tosa.concat_shape %0, %1, %2 : (!tosa.shape<1>, !tosa.shape<1>, !tosa.shape<5>) -> !tosa.shape<7>
    %4 = tosa.concat_shape %0 : (!tosa.shape<1>) -> !tosa.shape<1>
    %5 = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %6 = "tosa.const"() <{values = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
    %7 = tosa.slice_shape %2, %5, %6 : (!tosa.shape<5>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
    %8 = tosa.slice_shape %3, %arg2, %6 : (!tosa.shape<7>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
    return %7 : !tosa.shape<3>
  }
  tosa.variable @state : tensor<2x?xf32>
  tosa.variable @counter = dense<0> : tensor<1xi32>
  func.func @variables(%arg0: tensor<2x3xf32>) -> tensor<*xf32> {
    %0 = tosa.variable_read @state : tensor<*xf32>
    tosa.variable_write @state, %arg0 : tensor<2x3xf32>
    %1 = tosa.variable_read @counter : tensor<1xi32>
    tosa.variable_write @counter, %1 : tensor<1xi32>
    return %0 : tensor<*xf32>
  }
  module @inner {
    tosa.variable @state : tensor<4xi8>
    func.func @shadowed(%arg0: tensor<?xi8>) {
      tosa.variable_write @state, %arg0 : tensor<?xi8>
      return
    }
  }
}

