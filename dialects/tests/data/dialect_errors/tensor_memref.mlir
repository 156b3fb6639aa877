// Invalid tensor, memref, arith and bufferization ops (verifiers and custom parsers).
%0 = "x.t"() : () -> tensor<2x3xf32>
%1 = tensor.concat dim(0) %0, %0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xi32>
// -----
%0 = "x.t"() : () -> tensor<2x3xf32>
%1 = tensor.concat dim(2) %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
// -----
%0 = "x.t"() : () -> tensor<2x3xf32>
%1 = "x.t"() : () -> tensor<2x4xf32>
%2 = tensor.concat dim(0) %0, %1 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
// -----
%0 = "x.t"() : () -> tensor<2x3xf32>
%1 = tensor.concat dim(0) %0, %0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>
// -----
%1 = "tensor.concat"() <{dim = 0 : i64}> : () -> tensor<5x3xf32>
// -----
%0 = "x.t"() : () -> tensor<2x3xf32>
%1 = tensor.concat dim(0) %0 : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
// -----
%0 = "x.t"() : () -> tensor<4x5x6xf32>
%1 = "x.t"() : () -> tensor<1x2x2xindex>
%2 = tensor.gather %0[%1] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf64>
// -----
%0 = "x.t"() : () -> tensor<4x5x6xf32>
%1 = "x.t"() : () -> tensor<1x2x2xindex>
%2 = tensor.gather %0[%1] gather_dims([2, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
// -----
%0 = "x.t"() : () -> tensor<4x5x6xf32>
%1 = "x.t"() : () -> tensor<1x2x2xindex>
%2 = tensor.gather %0[%1] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
// -----
%0 = "x.t"() : () -> tensor<4x5x6xf32>
%1 = "x.t"() : () -> tensor<1x2x2xindex>
%2 = tensor.gather %0[%1] gather_dims([0, 7]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
// -----
%0 = "x.t"() : () -> tensor<4x5x6xf32>
%1 = "x.t"() : () -> tensor<1x2x0xindex>
%2 = tensor.gather %0[%1] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x0xindex>) -> tensor<1x2x5xf32>
// -----
%0 = "x.t"() : () -> tensor<4xf32>
%1 = "x.t"() : () -> tensor<1x2xindex>
%2 = tensor.gather %0[%1] gather_dims([0, 1]) : (tensor<4xf32>, tensor<1x2xindex>) -> tensor<1xf32>
// -----
%0 = "x.t"() : () -> tensor<4x5x6xf32>
%1 = "x.t"() : () -> tensor<1x2x2xindex>
%2 = "x.t"() : () -> tensor<1x2x5xf32>
%3 = tensor.scatter %2 into %0[%1] scatter_dims([0, 2]) : (tensor<1x2x5xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// -----
%0 = "x.t"() : () -> tensor<4x5x6xf32>
%1 = "x.t"() : () -> tensor<1x2x2xindex>
%2 = "x.t"() : () -> tensor<1x2x6xf32>
%3 = tensor.scatter %2 into %0[%1] scatter_dims([0, 2]) unique : (tensor<1x2x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// -----
%0 = "x.t"() : () -> tensor<4x5x6xf32>
%1 = "x.t"() : () -> tensor<1x2x2xindex>
%2 = "x.t"() : () -> tensor<1x2x5xf32>
%3 = tensor.scatter %2 into %0[%1] scatter_dims([0, -1]) unique : (tensor<1x2x5xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// -----
%n = "x.i"() : () -> index
%0 = tensor.generate %n, %n {
^bb0(%i: index, %j: index):
  %c = "x.f"() : () -> f32
  tensor.yield %c : f32
} : tensor<?x3xf32>
// -----
%n = "x.i"() : () -> index
%0 = tensor.generate %n {
^bb0(%i: index):
  %c = "x.f"() : () -> f32
  tensor.yield %c : f32
} : tensor<?x3xf32>
// -----
%n = "x.i"() : () -> index
%0 = tensor.generate %n {
^bb0(%i: index, %j: i32):
  %c = "x.f"() : () -> f32
  tensor.yield %c : f32
} : tensor<?x3xf32>
// -----
%n = "x.i"() : () -> index
%0 = tensor.generate %n {
^bb0(%i: index, %j: index):
  %c = "x.f"() : () -> f64
  tensor.yield %c : f64
} : tensor<?x3xf32>
// -----
%c = "x.f"() : () -> f32
"tensor.yield"(%c) : (f32) -> ()
// -----
%t = "x.t"() : () -> tensor<?x5xf32>
%pv = "x.f"() : () -> f32
%0 = tensor.pad %t low[1, 1] high[2, 2] {
^bb0(%i: index, %j: index):
  tensor.yield %pv : f32
} : tensor<?x5xf32> to tensor<?x9xf32>
// -----
%t = "x.t"() : () -> tensor<?x5xf32>
%pv = "x.f"() : () -> f32
%0 = tensor.pad %t low[1] high[2] {
^bb0(%i: index, %j: index):
  tensor.yield %pv : f32
} : tensor<?x5xf32> to tensor<?x8xf32>
// -----
%t = "x.t"() : () -> tensor<?x5xf32>
%pv = "x.f"() : () -> f32
%0 = tensor.pad %t low[1, 1] high[2, 2] {
^bb0(%i: index, %j: index):
  tensor.yield %pv : f32
} : tensor<?x5xf32> to tensor<?x8x1xf32>
// -----
%t = "x.t"() : () -> tensor<?x5xf32>
%pv = "x.f"() : () -> f32
%0 = tensor.pad %t low[1, 1] high[2, 2] {
^bb0(%i: index):
  tensor.yield %pv : f32
} : tensor<?x5xf32> to tensor<?x8xf32>
// -----
%t = "x.t"() : () -> tensor<?x5xf32>
%pv = "x.f"() : () -> f32
%0 = tensor.pad %t low[1, 1] high[2, 2] {
^bb0(%i: index, %j: i64):
  tensor.yield %pv : f32
} : tensor<?x5xf32> to tensor<?x8xf32>
// -----
%t = "x.t"() : () -> tensor<?x5xf32>
%pv = "x.f"() : () -> i32
%0 = tensor.pad %t low[1, 1] high[2, 2] {
^bb0(%i: index, %j: index):
  tensor.yield %pv : i32
} : tensor<?x5xf32> to tensor<?x8xf32>
// -----
%t = "x.t"() : () -> tensor<2x3xf32>
%s = "x.t"() : () -> tensor<1xi32>
%0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xi32>
// -----
%t = "x.t"() : () -> tensor<2x3xf32>
%s = "x.t"() : () -> tensor<1xi32>
%0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<7xf32>
// -----
%t = "x.t"() : () -> tensor<2x3xf32>
%s = "x.t"() : () -> tensor<?xi32>
%0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<?xi32>) -> tensor<6xf32>
// -----
%t = "x.t"() : () -> tensor<2x3xf32>
%s = "x.t"() : () -> tensor<2xi32>
%0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<6xf32>
// -----
%f = "x.f"() : () -> f32
%n = "x.i"() : () -> index
%0 = tensor.splat %f[%n] : tensor<?x?xf32>
// -----
%f = "x.f"() : () -> f32
%0 = tensor.splat %f : tensor<4xf64>
// -----
%n = "x.i"() : () -> index
%0 = tensor.empty(%n) : tensor<4x5xf32>
// -----
%t = "x.t"() : () -> tensor<4x5xf32>
%n = "x.i"() : () -> index
%0 = tensor.extract %t[%n] : tensor<4x5xf32>
// -----
%t = "x.t"() : () -> tensor<4x5xf32>
%f = "x.f"() : () -> f32
%n = "x.i"() : () -> index
%0 = tensor.insert %f into %t[%n, %n, %n] : tensor<4x5xf32>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%0 = tensor.extract_slice %t[0, 0, 0] [4, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x5xf32>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%0 = tensor.extract_slice %t[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf64>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%0 = tensor.extract_slice %t[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<1x1x4x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%0 = tensor.extract_slice %t[0, 0] [1, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<1x4x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%0 = tensor.extract_slice %t[0, 0, 0] [1, 4] [1, 1] : tensor<8x16x4xf32> to tensor<1x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%0 = tensor.extract_slice %t[0, -1, 0] [1, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<1x4x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%0 = tensor.extract_slice %t[0, 0, 0] [1, -4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<1x4x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%n = "x.i"() : () -> index
%0 = "tensor.extract_slice"(%t, %n) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 4, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>, index) -> tensor<1x4x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%s = "x.t"() : () -> tensor<4x4xf32>
%0 = tensor.insert_slice %s into %t[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4xf32> into tensor<8x16x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%s = "x.t"() : () -> tensor<4x5xf32>
%0 = tensor.insert_slice %s into %t[0, 0, 0] [4, 1, 4] [1, 1, 1] : tensor<4x5xf32> into tensor<8x16x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16xf32>
%0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
// -----
%t = "x.t"() : () -> tensor<8x16xf32>
%0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 5, 16] : tensor<8x16xf32> into tensor<2x5x16xf32>
// -----
%t = "x.t"() : () -> tensor<8x16xf32>
%0 = tensor.expand_shape %t [[0], [1, 2]] output_shape [8, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16xf32>
%0 = tensor.expand_shape %t [[0], [2, 1]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16xf32>
%0 = tensor.expand_shape %t [[0, 1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
// -----
%t = "x.t"() : () -> tensor<?x16xf32>
%0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 16] : tensor<?x16xf32> into tensor<2x4x16xf32>
// -----
%t = "x.t"() : () -> tensor<2x4x16xf32>
%0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x4x16xf32> into tensor<8x15xf32>
// -----
%t = "x.t"() : () -> tensor<2x4x16xf32>
%0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x4x16xf32> into tensor<8x16xf32>
// -----
%t = "x.t"() : () -> tensor<2x4xf32>
%0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<8xf64>
// -----
%t = "x.t"() : () -> tensor<2x4xf32>
%0 = tensor.collapse_shape %t [[0], [1]] : tensor<2x4xf32> into tensor<2x4x1xf32>
// -----
%n = "x.i"() : () -> index
%0 = memref.alloc(%n) : memref<4xf32>
// -----
%n = "x.i"() : () -> index
%0 = memref.alloc()[%n] : memref<4xf32>
// -----
%n = "x.i"() : () -> index
%0 = memref.alloc()[%n] : memref<4xf32, affine_map<(d0)[s0, s1] -> (d0 + s0 + s1)>>
// -----
func.func @f() {
  %0 = memref.alloca() : memref<4xf32, 1>
  %1 = memref.alloca(%0) : memref<?xf32>
  return
}
// -----
%0 = memref.alloca() : memref<4xf32>
// -----
%m = "x.m"() : () -> memref<4x4xf32>
%n = "x.i"() : () -> index
%0 = memref.load %m[%n] : memref<4x4xf32>
// -----
%m = "x.m"() : () -> memref<4x4xf32>
%n = "x.i"() : () -> index
%f = "x.f"() : () -> f32
memref.store %f, %m[%n, %n, %n] : memref<4x4xf32>
// -----
%m = "x.m"() : () -> memref<4xf32>
%0 = memref.realloc %m : memref<4xf32> to memref<8xf64>
// -----
%m = "x.m"() : () -> memref<4xf32>
%0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
// -----
%m = "x.m"() : () -> memref<4xf32>
%0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
// -----
%m = "x.m"() : () -> memref<4xf32>
%n = "x.i"() : () -> index
%0 = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
// -----
%m = "x.m"() : () -> memref<4xf32, strided<[2]>>
%0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
// -----
%m = "x.m"() : () -> memref<4xf32>
%0:2 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
// -----
%0 = "memref.distinct_objects"() : () -> ()
// -----
%t = "x.m"() : () -> memref<1xi32>
%n = "x.i"() : () -> index
memref.dma_wait %t[%n, %n], %n : memref<1xi32>
// -----
%m = "x.m"() : () -> memref<4x4xf32>
%n = "x.i"() : () -> index
memref.prefetch %m[%n], read, locality<1>, data : memref<4x4xf32>
// -----
%m = "x.m"() : () -> memref<4x4xf32>
%n = "x.i"() : () -> index
memref.prefetch %m[%n, %n], rw, locality<1>, data : memref<4x4xf32>
// -----
%m = "x.m"() : () -> memref<4x4xf32>
%n = "x.i"() : () -> index
memref.prefetch %m[%n, %n], read, locality<1>, both : memref<4x4xf32>
// -----
%m = "x.m"() : () -> memref<4x4xf32>
%n = "x.i"() : () -> index
memref.prefetch %m[%n, %n], read, locality<5>, data : memref<4x4xf32>
// -----
%s = "x.m"() : () -> memref<4xf32>
%t = "x.m"() : () -> memref<1xi32>
%n = "x.i"() : () -> index
memref.dma_start %s[%n], %s[%n], %n, %t[%n], %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
// -----
%s = "x.m"() : () -> memref<4xf32>
%t = "x.m"() : () -> memref<1xi32>
%n = "x.i"() : () -> index
memref.dma_start %s[%n], %s[%n], %n, %t[%n] : memref<4xf32>, memref<4xf32>
// -----
%s = "x.m"() : () -> memref<4xf32>
%t = "x.m"() : () -> memref<1xi32>
%n = "x.i"() : () -> index
"memref.dma_start"(%s, %n, %s, %n, %n, %t) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>) -> ()
// -----
%s = "x.m"() : () -> memref<4xf32>
%t = "x.m"() : () -> memref<1xi32>
%n = "x.i"() : () -> index
%f = "x.f"() : () -> f32
"memref.dma_start"(%s, %f, %s, %n, %n, %t, %n) : (memref<4xf32>, f32, memref<4xf32>, index, index, memref<1xi32>, index) -> ()
// -----
%s = "x.m"() : () -> memref<4xf32>
%n = "x.i"() : () -> index
"memref.dma_start"(%n, %n, %s, %n, %n) : (index, index, memref<4xf32>, index, index) -> ()
// -----
%s = "x.m"() : () -> memref<4xf32>
%t = "x.m"() : () -> memref<1xi32>
%n = "x.i"() : () -> index
"memref.dma_start"(%s, %n, %s, %n, %n, %t, %n, %n) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index) -> ()
// -----
%r = memref.alloca_scope -> (f32) {
  %c = "x.f"() : () -> f32
  memref.alloca_scope.return %c : f32
} : f32
// -----
%0 = "x.i"() : () -> i32
%1 = arith.extui %0 : i32 to i16
// -----
%0 = "x.i"() : () -> i32
%1 = arith.trunci %0 : i32 to i64
// -----
%0 = "x.f"() : () -> f32
%1 = arith.extf %0 : f32 to f16
// -----
%0 = "x.f"() : () -> f32
%1 = arith.truncf %0 : f32 to f32
// -----
%0 = "x.i"() : () -> i32
%1 = arith.index_cast %0 : i32 to i64
// -----
%0 = "x.i"() : () -> i32
%1 = arith.bitcast %0 : i32 to f64
// -----
%0 = "x.t"() : () -> tensor<?xi32>
%1 = arith.extsi %0 : tensor<?xi32> to tensor<4xi64>
// -----
%0 = "x.t"() : () -> tensor<4xi32>
%1 = arith.sitofp %0 : tensor<4xi32> to vector<4xf32>
// -----
%0 = "x.t"() : () -> vector<4xi32>
%1 = arith.uitofp %0 : vector<4xi32> to vector<5xf32>
// -----
%0 = "x.t"() : () -> tensor<4xi32, "enc">
%1 = arith.extui %0 : tensor<4xi32, "enc"> to tensor<4xi64>
// -----
%0 = "arith.extf"() : () -> f64
// -----
%0 = "x.f"() : () -> f32
%1 = "x.f"() : () -> f8E8M0FNU
%2 = arith.scaling_extf %0, %1 : f32, f8E8M0FNU to f16
// -----
%0 = "x.f"() : () -> f16
%1 = "x.f"() : () -> f8E8M0FNU
%2 = arith.scaling_truncf %0, %1 : f16, f8E8M0FNU to f32
// -----
%0 = "x.t"() : () -> tensor<4xf16>
%1 = "x.f"() : () -> f8E8M0FNU
%2 = arith.scaling_extf %0, %1 : tensor<4xf16>, f8E8M0FNU to tensor<4xf32>
// -----
%0 = "arith.constant"() <{value = 1 : si32}> : () -> si32
// -----
%0 = "arith.constant"() <{value = "s"}> : () -> none
// -----
%0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
// -----
%0 = bufferization.alloc_tensor() : tensor<?xf32>
// -----
%t = "x.t"() : () -> tensor<4xf32>
%n = "x.i"() : () -> index
%0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<4xf32>
// -----
%t = "x.t"() : () -> tensor<5xf32>
%0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<5xf32>) -> tensor<4xf32>
// -----
%0 = bufferization.alloc_tensor() : memref<4xf32>
// -----
%m = "x.m"() : () -> memref<4xf32>
%0 = bufferization.to_tensor %m : memref<4xf32> to tensor<?xf32>
// -----
%t = "x.t"() : () -> tensor<4xf32>
%0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf64>
// -----
%s = "x.t"() : () -> tensor<4xf32>
%d = "x.t"() : () -> tensor<5xf32>
%0 = bufferization.materialize_in_destination %s in %d : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
// -----
%s = "x.t"() : () -> tensor<4xf32>
%d = "x.m"() : () -> memref<4xf32>
bufferization.materialize_in_destination %s in %d : (tensor<4xf32>, memref<4xf32>) -> ()
// -----
%s = "x.t"() : () -> tensor<4xf32>
%d = "x.t"() : () -> tensor<4xf32>
%0 = bufferization.materialize_in_destination %s in restrict %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// -----
%s = "x.t"() : () -> tensor<4xf32>
%d = "x.m"() : () -> memref<4x1xf32>
bufferization.materialize_in_destination %s in writable %d : (tensor<4xf32>, memref<4x1xf32>) -> ()
// -----
%s = "x.t"() : () -> tensor<4xf32>
%d = "x.t"() : () -> tensor<4xf32>
bufferization.materialize_in_destination %s in %d : (tensor<4xf32>, tensor<4xf32>) -> ()
// -----
%m = "x.m"() : () -> memref<4xf32>
%c = "x.c"() : () -> i1
"bufferization.dealloc"(%m, %c, %c) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<4xf32>, i1, i1) -> ()
// -----
%m = "x.m"() : () -> memref<4xf32>
%0 = "bufferization.dealloc"(%m) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<4xf32>) -> (i1, i1)
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%0 = tensor.extract_slice %t[6, 0, 0] [4, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%0 = tensor.extract_slice %t[8, 0, 0] [0, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<0x4x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%0 = tensor.extract_slice %t[7, 0, 0] [0, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<0x4x4xf32>
// -----
%t = "x.t"() : () -> tensor<8x16x4xf32>
%s = "x.t"() : () -> tensor<4x4x4xf32>
%0 = tensor.insert_slice %s into %t[0, 0, 2] [4, 4, 4] [1, 2, 1] : tensor<4x4x4xf32> into tensor<8x16x4xf32>
// -----
%m = "x.m"() : () -> memref<4x4xf32>
%0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xi32>
// -----
%m = "x.m"() : () -> memref<4x4xf32>
%0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32, 1>
// -----
%m = "x.m"() : () -> memref<4x4xf32>
%0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 5], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
// -----
%m = "x.m"() : () -> memref<4x4xf32>
%0 = memref.reinterpret_cast %m to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
// -----
%m = "x.m"() : () -> memref<4x4xf32>
%0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [8, 1] : memref<4x4xf32> to memref<4x4xf32>
// -----
%m = "x.m"() : () -> memref<*xf32>
%n = "x.i"() : () -> index
%0 = memref.reinterpret_cast %m to offset: [%n], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32, strided<[4, 1], offset: 3>>
// -----
%m = "x.m"() : () -> memref<*xf32>
%n = "x.i"() : () -> index
%0 = memref.reinterpret_cast %m to offset: [%n], sizes: [4, %n], strides: [%n, 1] : memref<*xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// -----
%m = "x.m"() : () -> memref<*xf32>
%0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.subview %m[2, 3] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: 35>>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.subview %m[2, 3] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 35>>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.subview %m[2, 3] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: 3>>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.subview %m[2, 3] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 2], offset: 35>>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.subview %m[2, 3] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 2], offset: 35>>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.subview %m[2, 3] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4x1xf32, strided<[16, 2, 1], offset: 35>>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.subview %m[2, 3] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: 35>, 1>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.subview %m[6, 3] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: 99>>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%n = "x.i"() : () -> index
%0 = memref.subview %m[%n, 3] [1, 4] [1, 2] : memref<8x16xf32> to memref<4xf32, strided<[2], offset: ?>>
// -----
%m = "x.m"() : () -> memref<?x16xf32>
%n = "x.i"() : () -> index
%0 = memref.subview %m[%n, 3] [%n, 4] [1, 1] : memref<?x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>
// -----
%m = "x.m"() : () -> memref<8x?xf32>
%0 = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<8x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 5, 16] : memref<8x16xf32> into memref<2x5x16xf32>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.expand_shape %m [[0], [1]] output_shape [8] : memref<8x16xf32> into memref<8xf32>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32, strided<[64, 16, 1]>>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4] : memref<8x16xf32> into memref<2x4x16xf32>
// -----
%m = "x.m"() : () -> memref<?x16xf32>
%n = "x.i"() : () -> index
%0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, %n, 16] : memref<?x16xf32> into memref<2x?x16xf32>
// -----
%m = "x.m"() : () -> memref<?x16xf32>
%0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<?x16xf32> into memref<2x4x16xf32>
// -----
%m = "x.m"() : () -> memref<8x16xf32>
%0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 16] : memref<8x16xf32> into memref<2x4x16xf32>
// -----
%m = "x.m"() : () -> memref<2x4x16xf32>
%0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x16xf32> into memref<8x16xf32>
// -----
%m = "x.m"() : () -> memref<2x4x16xf32>
%0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x16xf32> into memref<8x15xf32>
// -----
%m = "x.m"() : () -> memref<2x4x16xf32>
%0 = memref.collapse_shape %m [[0, 2], [1]] : memref<2x4x16xf32> into memref<32x4xf32>
// -----
%m = "x.m"() : () -> memref<2x4x16xf32>
%0 = memref.collapse_shape %m [[0, 1]] : memref<2x4x16xf32> into memref<8xf32>
// -----
%m = "x.m"() : () -> memref<2x4xf32>
%0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32> into memref<8xf32, 1>
// -----
%m = "x.m"() : () -> memref<1x1xf32>
%0 = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
// -----
%m = "x.m"() : () -> memref<1x2xf32>
%0 = memref.collapse_shape %m [] : memref<1x2xf32> into memref<f32>
// -----
%m = "x.m"() : () -> memref<2xf32>
%0 = memref.collapse_shape %m [[0]] : memref<2xf32> into memref<2x1xf32>
// -----
%m = "x.m"() : () -> memref<?x4xf32>
%0 = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<8xf32>
