module {
  tosa.variable @stateful = dense<1.000000e+00> : tensor<2xf32>
  tosa.variable @plain : tensor<1x?xi8>
  tosa.variable @scalar : tensor<f32>
  tosa.variable @attrs {tag = 1 : i32} = dense<[1, 2]> : tensor<2xi32>
  func.func @control(%arg0: tensor<i1>, %arg1: tensor<2xf32>, %arg2: tensor<2xf32>) -> tensor<2xf32> {
    %0 = tosa.cond_if %arg0 : tensor<i1> -> tensor<2xf32> {
      tosa.yield %arg1 : tensor<2xf32>
    } else {
      tosa.yield %arg2 : tensor<2xf32>
    }
    %1:2 = tosa.cond_if %arg0 (%arg3 = %arg1, %arg4 = %arg2) : tensor<i1> (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
    ^bb0(%arg3: tensor<2xf32>, %arg4: tensor<2xf32>):
      %5 = tosa.add %arg3, %arg4 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      tosa.yield %5, %arg4 : tensor<2xf32>, tensor<2xf32>
    } else {
    ^bb0(%arg3: tensor<2xf32>, %arg4: tensor<2xf32>):
      tosa.yield %arg4, %arg3 : tensor<2xf32>, tensor<2xf32>
    } {note = "two"}
    %2 = tosa.while_loop (%arg3 = %0) : (tensor<2xf32>) -> tensor<2xf32> {
      %5 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
      %6 = tosa.greater %arg3, %5 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
      %7 = tosa.reduce_any %6 {axis = 0 : i32} : (tensor<2xi1>) -> tensor<1xi1>
      tosa.yield %7 : tensor<1xi1>
    } do {
    ^bb0(%arg3: tensor<2xf32>):
      %5 = tosa.sub %arg3, %arg1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      tosa.yield %5 : tensor<2xf32>
    }
    %3 = tosa.variable_read @stateful : tensor<2xf32>
    tosa.variable_write @stateful, %2 : tensor<2xf32>
    tosa.variable_write @stateful {tag}, %3 : tensor<2xf32>
    %4:2 = tosa.custom %arg1, %arg2 {domain_name = "d", implementation_attrs = "", operator_name = "op"} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xi8>)
    return %1#0 : tensor<2xf32>
  }
  func.func @resize(%arg0: tensor<1x4x4x2xf32>, %arg1: tensor<1x4x4x2xi8>) -> tensor<1x8x8x2xf32> {
    %0 = tosa.const_shape  {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.resize %arg0, %0, %1, %2 {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xf32>
    %4 = tosa.resize %arg1, %0, %1, %2 {mode = NEAREST_NEIGHBOR} : (tensor<1x4x4x2xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xi8>
    %5 = tosa.resize %arg0, %0, %1, %2 {mode = NEAREST_NEIGHBOR, note = 3 : i64} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x2xf32>
    return %3 : tensor<1x8x8x2xf32>
  }
  func.func @apply_scale(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>, %arg2: tensor<4xi8>, %arg3: i32, %arg4: i32, %arg5: i8, %arg6: vector<4xi48>, %arg7: vector<4xi8>) -> tensor<4xi32> {
    %0 = tosa.apply_scale %arg0, %arg1, %arg2 {rounding_mode = DOUBLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
    %1 = tosa.apply_scale %arg3, %arg4, %arg5 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    %2 = tosa.apply_scale %arg6, %arg6, %arg7 {rounding_mode = INEXACT_ROUND} : (vector<4xi48>, vector<4xi48>, vector<4xi8>) -> vector<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func @block_scaled(%arg0: tensor<1x4x32xf8E4M3FN>, %arg1: tensor<1x4x1xf8E8M0FNU>, %arg2: tensor<4x64xf32>, %arg3: tensor<2x64xf4E2M1FN>, %arg4: tensor<2x2xf8E8M0FNU>) -> tensor<1x4x4xf32> {
    %0 = tosa.cast_from_block_scaled %arg0, %arg1 {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x32xf32>
    %output_data, %output_scale = tosa.cast_to_block_scaled %arg2 {block_size = BLOCK_SIZE_32} : (tensor<4x64xf32>) -> (tensor<4x64xf8E4M3FN>, tensor<4x2xf8E8M0FNU>)
    %1 = tosa.matmul_t_block_scaled %arg0, %arg1, %arg0, %arg1 {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x4xf32>
    %2 = tosa.cast_from_block_scaled %arg3, %arg4 {block_size = BLOCK_SIZE_32} : (tensor<2x64xf4E2M1FN>, tensor<2x2xf8E8M0FNU>) -> tensor<2x64xbf16>
    return %1 : tensor<1x4x4xf32>
  }
}

