// CASE: memref views, casts, globals and atomics with affine and strided layouts, and tensor.parallel_insert_slice
memref.global "private" constant @cst : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" @zeros : memref<4xi32> = dense<0>
memref.global @ext : memref<8xf16>
memref.global "private" @uninit : memref<3xf64> = uninitialized {alignment = 64 : i64}
func.func @globals() -> memref<2x3xf32> {
  %0 = memref.get_global @cst : memref<2x3xf32>
  return %0 : memref<2x3xf32>
}
func.func @views(%buf: memref<2048xi8>, %i: index, %n: index) {
  %0 = memref.view %buf[%i][] : memref<2048xi8> to memref<64x4xf32>
  %1 = memref.view %buf[%i][%n, %n] : memref<2048xi8> to memref<?x?xf32>
  %a = memref.assume_alignment %0, 16 : memref<64x4xf32>
  %2 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<64x4xf32> to memref<4x64xf32, strided<[1, 4]>>
  %3 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<64x4xf32> to memref<4x64xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>
  %4 = memref.transpose %1 (d0, d1) -> (d0, d1) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return
}
func.func @reshapes(%m: memref<4x4xf32>, %s: memref<2xi32>, %u: memref<*xf32>, %d: memref<?xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xi32>) -> memref<2x8xf32>
  %1 = memref.reshape %u(%d) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %2 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %3 = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  %4 = memref.cast %2 : memref<?x?xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  %5 = memref.memory_space_cast %m : memref<4x4xf32> to memref<4x4xf32, 1>
  %6 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 3>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  return
}
func.func @subviews(%m: memref<16x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 + 5)>>, %n: memref<16x16xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>>, %k: memref<8x1x4xf32>, %i: index) {
  %0 = memref.subview %m[1, 2][4, 4][1, 1] : memref<16x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 + 5)>> to memref<4x4xf32, strided<[32, 1], offset: 39>>
  %1 = memref.subview %n[1, 2][4, 4][1, 1] : memref<16x16xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %2 = memref.subview %k[0, 0, 0][8, 1, 4][1, 1, 1] : memref<8x1x4xf32> to memref<8x4xf32, strided<[4, 1]>>
  %3 = memref.subview %m[%i, 0][4, 4][2, 1] : memref<16x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 + 5)>> to memref<4x4xf32, strided<[64, 1], offset: ?>>
  return
}
func.func @atomics(%m: memref<4x4xf32>, %q: memref<8xi32>, %i: index, %v: f32, %w: i32) -> (f32, i32, f32) {
  %0 = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32
  %1 = memref.atomic_rmw maxs %w, %q[%i] : (i32, memref<8xi32>) -> i32
  %2 = memref.atomic_rmw assign %v, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32
  %3 = memref.atomic_rmw maxnumf %v, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32
  %4 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1.0 : f32
    %s = arith.addf %cur, %c : f32
    memref.atomic_yield %s : f32
  }
  return %0, %1, %4 : f32, i32, f32
}
func.func @parallel(%t: tensor<8x8xf32>, %s: tensor<2xf32>) -> tensor<8x8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @tensor_casts(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: tensor<4xi32>) -> (tensor<?x?xf32>, tensor<*xf32>, tensor<4xf32>, tensor<?xui32>) {
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %u : tensor<*xf32> to tensor<*xf32>
  %2 = tensor.bitcast %i : tensor<4xi32> to tensor<4xf32>
  %3 = tensor.bitcast %i : tensor<4xi32> to tensor<?xui32>
  return %0, %1, %2, %3 : tensor<?x?xf32>, tensor<*xf32>, tensor<4xf32>, tensor<?xui32>
}
func.func @reshape_layouts(%a: memref<4x8xf32, strided<[16, 1], offset: 3>>, %b: memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>>, %c: memref<4x?x4xf32, strided<[?, 4, 1]>>) {
  %0 = memref.expand_shape %a [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32, strided<[16, 1], offset: 3>> into memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>>
  %1 = memref.collapse_shape %b [[0], [1, 2]] : memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>> into memref<4x8xf32, strided<[16, 1], offset: 3>>
  %2 = memref.collapse_shape %c [[0, 1], [2]] : memref<4x?x4xf32, strided<[?, 4, 1]>> into memref<?x4xf32, strided<[?, 1]>>
  return
}
