func.func @scope_merge() {
  memref.alloca_scope {
    %cnt = "tst.count"() : () -> index
    %a = memref.alloca(%cnt) : memref<?xi64>
    "tst.use"(%a) : (memref<?xi64>) -> ()
  }
  return
}
func.func @scope_hoist() {
  %cnt = "tst.count"() : () -> index
  "tst.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%cnt) : memref<?xi64>
      "tst.use"(%a) : (memref<?xi64>) -> ()
    }
    "tst.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @scope_not_last() {
  %cnt = "tst.count"() : () -> index
  "tst.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%cnt) : memref<?xi64>
      "tst.use"(%a) : (memref<?xi64>) -> ()
    }
    "tst.op"() : () -> ()
    "tst.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @scope_inline_store(%arg : memref<index>) {
  %cnt = "tst.count"() : () -> index
  "tst.region"() ({
    memref.alloca_scope {
      memref.store %cnt, %arg[] : memref<index>
    }
    "tst.terminator"() : () -> ()
  }) : () -> ()
  return
}
func.func @scope_results(%v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = arith.addf %v, %v : f32
    memref.alloca_scope.return %a : f32
  }
  return %r : f32
}
func.func @dim_of_reshape(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  memref.store %c3, %arg1[%c3] : memref<?xindex>
  %1 = memref.dim %0, %c3 : memref<*xf32>
  return %1 : index
}
func.func @dim_of_reshape_i32(%arg0: memref<*xf32>, %arg1: memref<?xi32>, %i: index) -> index {
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %1 = memref.dim %0, %i : memref<*xf32>
  return %1 : index
}
func.func @dim_of_reshape_undominated(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
  %c4 = arith.constant 4 : index
  %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %0 = arith.muli %arg2, %c4 : index
  %dim = memref.dim %reshape, %0 : memref<*xf32>
  return %dim : index
}
func.func @dim_of_reshape_loop(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %1 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %c1) -> (index) {
    %2 = memref.dim %0, %arg2 : memref<*xf32>
    %3 = arith.muli %arg3, %2 : index
    scf.yield %3 : index
  }
  return %1 : index
}
func.func @compose_collapse(%arg0 : memref<?x?x?x?x?xf32>) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2], [3, 4]] : memref<?x?x?x?x?xf32> into memref<?x?x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @compose_expand(%arg0 : memref<?x?xf32>, %sz0: index, %sz1: index, %sz2: index, %sz3: index) -> memref<?x6x4x5x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, %sz1] : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2], [3, 4]] output_shape [%sz2, 6, 4, 5, %sz3] : memref<?x4x?xf32> into memref<?x6x4x5x?xf32>
  return %1 : memref<?x6x4x5x?xf32>
}
func.func @collapse_of_cast(%arg0 : memref<?x512x1x1xf32>) -> memref<?x?xf32> {
  %dynamic = memref.cast %arg0: memref<?x512x1x1xf32> to memref<?x?x?x?xf32>
  %collapsed = memref.collapse_shape %dynamic [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %collapsed : memref<?x?xf32>
}
func.func @reinterpret_of_metadata(%arg0 : memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %m2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @reinterpret_of_metadata_offset(%arg0 : memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [1], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %m2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @reinterpret_chain(%arg : memref<?xi8>, %size1: index, %size2: index) -> memref<?xi8> {
  %0 = memref.reinterpret_cast %arg to offset: [0], sizes: [%size1], strides: [1] : memref<?xi8> to memref<?xi8>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%size2], strides: [1] : memref<?xi8> to memref<?xi8>
  %2 = memref.reinterpret_cast %1 to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<?xi8> to memref<2x3xi8>
  %3 = memref.reinterpret_cast %2 to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<2x3xi8> to memref<2x3xi8>
  %4 = memref.collapse_shape %3 [[0, 1]] : memref<2x3xi8> into memref<6xi8>
  %5 = memref.cast %4 : memref<6xi8> to memref<?xi8>
  return %5 : memref<?xi8>
}
