#map = affine_map<(d0, d1) -> (d1 * 4 + d0)>
#map1 = affine_map<(d0, d1) -> (d0 * 32 + d1 + 5)>
#map2 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>
module {
  memref.global "private" constant @cst : memref<2x3xf32> = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]>
  memref.global "private" @zeros : memref<4xi32> = dense<0>
  memref.global @ext : memref<8xf16>
  memref.global "private" @uninit : memref<3xf64> = uninitialized {alignment = 64 : i64}
  func.func @globals() -> memref<2x3xf32> {
    %0 = memref.get_global @cst : memref<2x3xf32>
    return %0 : memref<2x3xf32>
  }
  func.func @views(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) {
    %view = memref.view %arg0[%arg1][] : memref<2048xi8> to memref<64x4xf32>
    %view_0 = memref.view %arg0[%arg1][%arg2, %arg2] : memref<2048xi8> to memref<?x?xf32>
    %assume_align = memref.assume_alignment %view, 16 : memref<64x4xf32>
    %transpose = memref.transpose %view (d0, d1) -> (d1, d0) : memref<64x4xf32> to memref<4x64xf32, strided<[1, 4]>>
    %transpose_1 = memref.transpose %view (d0, d1) -> (d1, d0) : memref<64x4xf32> to memref<4x64xf32, #map>
    %transpose_2 = memref.transpose %view_0 (d0, d1) -> (d0, d1) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
    return
  }
  func.func @reshapes(%arg0: memref<4x4xf32>, %arg1: memref<2xi32>, %arg2: memref<*xf32>, %arg3: memref<?xindex>) {
    %reshape = memref.reshape %arg0(%arg1) : (memref<4x4xf32>, memref<2xi32>) -> memref<2x8xf32>
    %reshape_0 = memref.reshape %arg2(%arg3) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
    %cast_1 = memref.cast %arg0 : memref<4x4xf32> to memref<*xf32>
    %cast_2 = memref.cast %cast : memref<?x?xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
    %memspacecast = memref.memory_space_cast %arg0 : memref<4x4xf32> to memref<4x4xf32, 1>
    %memspacecast_3 = memref.memory_space_cast %arg2 : memref<*xf32> to memref<*xf32, 3>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
    return
  }
  func.func @subviews(%arg0: memref<16x16xf32, #map1>, %arg1: memref<16x16xf32, #map2>, %arg2: memref<8x1x4xf32>, %arg3: index) {
    %subview = memref.subview %arg0[1, 2] [4, 4] [1, 1] : memref<16x16xf32, #map1> to memref<4x4xf32, strided<[32, 1], offset: 39>>
    %subview_0 = memref.subview %arg1[1, 2] [4, 4] [1, 1] : memref<16x16xf32, #map2> to memref<4x4xf32, strided<[?, 1], offset: ?>>
    %subview_1 = memref.subview %arg2[0, 0, 0] [8, 1, 4] [1, 1, 1] : memref<8x1x4xf32> to memref<8x4xf32, strided<[4, 1]>>
    %subview_2 = memref.subview %arg0[%arg3, 0] [4, 4] [2, 1] : memref<16x16xf32, #map1> to memref<4x4xf32, strided<[64, 1], offset: ?>>
    return
  }
  func.func @atomics(%arg0: memref<4x4xf32>, %arg1: memref<8xi32>, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32, f32) {
    %0 = memref.atomic_rmw addf %arg3, %arg0[%arg2, %arg2] : (f32, memref<4x4xf32>) -> f32
    %1 = memref.atomic_rmw maxs %arg4, %arg1[%arg2] : (i32, memref<8xi32>) -> i32
    %2 = memref.atomic_rmw assign %arg3, %arg0[%arg2, %arg2] : (f32, memref<4x4xf32>) -> f32
    %3 = memref.atomic_rmw maxnumf %arg3, %arg0[%arg2, %arg2] : (f32, memref<4x4xf32>) -> f32
    %4 = memref.generic_atomic_rmw %arg0[%arg2, %arg2] : memref<4x4xf32> {
    ^bb0(%arg5: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %5 = arith.addf %arg5, %cst : f32
      memref.atomic_yield %5 : f32
    }
    return %0, %1, %4 : f32, i32, f32
  }
  func.func @parallel(%arg0: tensor<8x8xf32>, %arg1: tensor<2xf32>) -> tensor<8x8xf32> {
    %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<8x8xf32>) {
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %arg1 into %arg3[%arg2, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
      }
    }
    return %0 : tensor<8x8xf32>
  }
  func.func @tensor_casts(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<4xi32>) -> (tensor<?x?xf32>, tensor<*xf32>, tensor<4xf32>, tensor<?xui32>) {
    %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
    %cast_0 = tensor.cast %arg1 : tensor<*xf32> to tensor<*xf32>
    %0 = tensor.bitcast %arg2 : tensor<4xi32> to tensor<4xf32>
    %1 = tensor.bitcast %arg2 : tensor<4xi32> to tensor<?xui32>
    return %cast, %cast_0, %0, %1 : tensor<?x?xf32>, tensor<*xf32>, tensor<4xf32>, tensor<?xui32>
  }
  func.func @reshape_layouts(%arg0: memref<4x8xf32, strided<[16, 1], offset: 3>>, %arg1: memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>>, %arg2: memref<4x?x4xf32, strided<[?, 4, 1]>>) {
    %expand_shape = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32, strided<[16, 1], offset: 3>> into memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>>
    %collapse_shape = memref.collapse_shape %arg1 [[0], [1, 2]] : memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>> into memref<4x8xf32, strided<[16, 1], offset: 3>>
    %collapse_shape_0 = memref.collapse_shape %arg2 [[0, 1], [2]] : memref<4x?x4xf32, strided<[?, 4, 1]>> into memref<?x4xf32, strided<[?, 1]>>
    return
  }
}

