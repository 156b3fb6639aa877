// Verifiers of memref and tensor ops (MemRefOps.cpp / TensorOps.cpp).
%0 = "x.m"() : () -> memref<4xf32>
%1 = memref.assume_alignment %0, 3 : memref<4xf32>
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = "memref.assume_alignment"(%0) <{alignment = 12 : i32}> : (memref<4xf32>) -> memref<4xf32>
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = memref.assume_alignment %0, 16 : memref<4xf32>
// -----
%m = "x.m"() : () -> memref<4x4xf32>
%v = "x.v"() : () -> f32
%i = "x.i"() : () -> index
%1 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4x4xf32>) -> f32
// -----
%m = "x.m"() : () -> memref<4xi32>
%v = "x.v"() : () -> i32
%i = "x.i"() : () -> index
%1 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
// -----
%m = "x.m"() : () -> memref<4xf32>
%v = "x.v"() : () -> f32
%i = "x.i"() : () -> index
%1 = memref.atomic_rmw ori %v, %m[%i] : (f32, memref<4xf32>) -> f32
// -----
%m = "x.m"() : () -> memref<4xi32>
%v = "x.v"() : () -> i32
%i = "x.i"() : () -> index
%1 = memref.atomic_rmw minimumf %v, %m[%i] : (i32, memref<4xi32>) -> i32
// -----
%m = "x.m"() : () -> memref<4xi32>
%v = "x.v"() : () -> i32
%i = "x.i"() : () -> index
%1 = memref.atomic_rmw maxnumf %v, %m[%i] : (i32, memref<4xi32>) -> i32
// -----
%m = "x.m"() : () -> memref<4xf32>
%v = "x.v"() : () -> f32
%i = "x.i"() : () -> index
%1 = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<4xf32>) -> f32
// -----
%m = "x.m"() : () -> memref<4xf32>
%v = "x.v"() : () -> f32
%i = "x.i"() : () -> index
%1 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 15 : i64}> : (f32, memref<4xf32>, index) -> f32
// -----
%m = "x.m"() : () -> memref<4xf32>
%v = "x.v"() : () -> f32
%1 = "memref.atomic_rmw"(%v, %m) <{kind = 0 : i64}> : (f32, memref<4xf32>) -> f32
// -----
%m = "x.m"() : () -> memref<4xf32>
%i = "x.i"() : () -> index
%1 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
^bb0(%a: f32, %b: f32):
  memref.atomic_yield %a : f32
}
// -----
%m = "x.m"() : () -> memref<4xf32>
%i = "x.i"() : () -> index
%1 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
^bb0(%a: i32):
  %c = "x.c"() : () -> f32
  memref.atomic_yield %c : f32
}
// -----
%m = "x.m"() : () -> memref<4xf32>
%i = "x.i"() : () -> index
%1 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
^bb0(%a: f32):
  %c = arith.addf %a, %a : f32
  memref.store %c, %m[%i] : memref<4xf32>
  memref.atomic_yield %c : f32
}
// -----
%m = "x.m"() : () -> memref<4xf32>
%i = "x.i"() : () -> index
%1 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
^bb0(%a: f32):
  %c = "x.c"() : () -> f32
  memref.atomic_yield %c : f32
}
// -----
%m = "x.m"() : () -> memref<4xf32>
%i = "x.i"() : () -> index
%1 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
^bb0(%a: f32):
  %c = arith.constant 1 : i32
  memref.atomic_yield %c : i32
}
// -----
%m = "x.m"() : () -> memref<4xf32>
%i = "x.i"() : () -> index
%1 = "memref.generic_atomic_rmw"(%m, %i) ({
}) : (memref<4xf32>, index) -> f32
// -----
%m = "x.m"() : () -> memref<4xf32>
%i = "x.i"() : () -> index
%1 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
^bb0(%a: f32):
  %c = arith.constant 1.0 : f32
  %d = scf.execute_region -> f32 {
    memref.store %c, %m[%i] : memref<4xf32>
    scf.yield %c : f32
  }
  memref.atomic_yield %d : f32
}
// -----
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<2xf64>}> : () -> ()
// -----
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()
// -----
"memref.global"() <{sym_name = "g", type = memref<2x3xf32>, initial_value = dense<1.0> : tensor<3x2xf32>}> : () -> ()
// -----
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()
// -----
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = 5 : i32}> : () -> ()
// -----
"memref.global"() <{sym_name = "g", type = memref<*xf32>}> : () -> ()
// -----
memref.global "private" @g : memref<2xf32> = dense<1> : tensor<2xi32>
// -----
memref.global "private" @g : memref<2xf32> = dense<[1.0, 2.0, 3.0]>
// -----
memref.global "private" @g : memref<?xf32>
// -----
memref.global "private" @g : memref<2xf32> = 3
// -----
memref.global "private" @g : memref<2xf32> = dense<1.0> : tensor<2x1xf32>
// -----
memref.global "private" @g : memref<2xf32> {alignment = 3 : i64}
// -----
memref.global "private" constant @g : memref<2xf32> = uninitialized
// -----
memref.global constant @g : memref<2xf32>
// -----
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<"0x0000803F0000803F"> : tensor<2xf32>, constant}> : () -> ()
// -----
%0 = "x.m"() : () -> memref<2048xi8, strided<[2]>>
%i = "x.i"() : () -> index
%1 = memref.view %0[%i][] : memref<2048xi8, strided<[2]>> to memref<64x4xf32>
// -----
%0 = "x.m"() : () -> memref<2048xi8>
%i = "x.i"() : () -> index
%1 = memref.view %0[%i][] : memref<2048xi8> to memref<64x4xf32, strided<[4, 1], offset: 0>>
// -----
%0 = "x.m"() : () -> memref<2048xi8>
%i = "x.i"() : () -> index
%1 = memref.view %0[%i][] : memref<2048xi8> to memref<64x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
// -----
%0 = "x.m"() : () -> memref<2048xi8>
%i = "x.i"() : () -> index
%1 = memref.view %0[%i][] : memref<2048xi8> to memref<64x4xf32, 1>
// -----
%0 = "x.m"() : () -> memref<2048xi8>
%i = "x.i"() : () -> index
%1 = memref.view %0[%i][%i] : memref<2048xi8> to memref<?x?xf32>
// -----
%0 = "x.m"() : () -> memref<2048xi8>
%i = "x.i"() : () -> index
%1 = memref.view %0[%i][%i, %i] : memref<2048xi8> to memref<4x?xf32>
// -----
%0 = "x.m"() : () -> memref<2048xi8>
%i = "x.i"() : () -> index
%1 = memref.view %0[%i][%i] : memref<2048xi8> to memref<?x4xf32, affine_map<(d0, d1) -> (d0, d1)>>
// -----
%0 = "x.m"() : () -> memref<4x4xf32>
%s = "x.s"() : () -> memref<1xi32>
%1 = memref.reshape %0(%s) : (memref<4x4xf32>, memref<1xi32>) -> memref<16xi32>
// -----
%0 = "x.m"() : () -> memref<4x4xf32, strided<[8, 1]>>
%s = "x.s"() : () -> memref<1xi32>
%1 = memref.reshape %0(%s) : (memref<4x4xf32, strided<[8, 1]>>, memref<1xi32>) -> memref<16xf32>
// -----
%0 = "x.m"() : () -> memref<4x4xf32>
%s = "x.s"() : () -> memref<1xi32>
%1 = memref.reshape %0(%s) : (memref<4x4xf32>, memref<1xi32>) -> memref<16xf32, strided<[2]>>
// -----
%0 = "x.m"() : () -> memref<4x4xf32>
%s = "x.s"() : () -> memref<?xi32>
%1 = memref.reshape %0(%s) : (memref<4x4xf32>, memref<?xi32>) -> memref<16xf32>
// -----
%0 = "x.m"() : () -> memref<4x4xf32>
%s = "x.s"() : () -> memref<2xindex>
%1 = memref.reshape %0(%s) : (memref<4x4xf32>, memref<2xindex>) -> memref<16xf32>
// -----
%0 = "x.m"() : () -> memref<*xf32>
%s = "x.s"() : () -> memref<?xi32>
%1 = memref.reshape %0(%s) : (memref<*xf32>, memref<?xi32>) -> memref<*xf16>
// -----
%0 = "x.m"() : () -> memref<*xf32>
%s = "x.s"() : () -> memref<?xi32>
%1 = memref.reshape %0(%s) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
// -----
%0 = "x.m"() : () -> memref<4x8xf32>
%1 = memref.transpose %0 (d0, d1) -> (d0) : memref<4x8xf32> to memref<4xf32>
// -----
%0 = "x.m"() : () -> memref<4x8xf32>
%1 = memref.transpose %0 (d0, d1, d2) -> (d2, d1, d0) : memref<4x8xf32> to memref<8x4xf32>
// -----
%0 = "x.m"() : () -> memref<4x8xf32>
%1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32>
// -----
%0 = "x.m"() : () -> memref<4x8xf32>
%1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, affine_map<(d0, d1) -> (d1 * 8 + d0)>>
// -----
%0 = "x.m"() : () -> memref<4x8xf32>
%1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>
// -----
%0 = "x.m"() : () -> memref<?x8xf32, strided<[?, 1], offset: ?>>
%1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<8x?xf32, strided<[1, ?], offset: 3>>
// -----
%0 = "x.m"() : () -> memref<4x8xf32>
%1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32, affine_map<(d0, d1) -> (d0 mod 4, d1)>>
%1 = memref.subview %0[0, 0][4, 4][1, 1] : memref<16x16xf32, affine_map<(d0, d1) -> (d0 mod 4, d1)>> to memref<4x4xf32>
// -----
%0 = "x.m"() : () -> memref<16x16xf32, affine_map<(d0, d1) -> (d0 floordiv 4 + d1)>>
%1 = memref.subview %0[0, 0][4, 4][1, 1] : memref<16x16xf32, affine_map<(d0, d1) -> (d0 floordiv 4 + d1)>> to memref<4x4xf32>
// -----
%0 = "x.m"() : () -> memref<16x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 + 5)>>
%1 = memref.subview %0[1, 2][4, 4][1, 1] : memref<16x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 + 5)>> to memref<4x4xf32, strided<[32, 1], offset: 39>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 + 5)>>
%1 = memref.subview %0[1, 2][4, 4][1, 1] : memref<16x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1 + 5)>> to memref<4x4xf32, strided<[32, 1], offset: 40>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32>
%1 = memref.subview %0[1, 2][4, 4][1, 1] : memref<16x16xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 18)>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32>
%1 = memref.subview %0[1, 2][4, 4][1, 2] : memref<16x16xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 18)>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32>
%1 = memref.subview %0[1, 2][4, 4][1, 1] : memref<16x16xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 20)>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32>
%1 = memref.subview %0[1, 2][4, 4][1, 1] : memref<16x16xf32> to memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32>
%1 = memref.subview %0[1, 2][4, 4][1, 1] : memref<16x16xf32> to memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 + 18)>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>>
%1 = memref.subview %0[1, 2][4, 4][1, 1] : memref<16x16xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>>
%1 = memref.subview %0[1, 2][4, 4][1, 1] : memref<16x16xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>> to memref<4x4xf32, strided<[?, 2], offset: ?>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32, affine_map<(d0, d1) -> (d1 * 16 + d0)>>
%1 = memref.subview %0[0, 0][4, 4][1, 1] : memref<16x16xf32, affine_map<(d0, d1) -> (d1 * 16 + d0)>> to memref<4x4xf32, strided<[16, 1]>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2, d1)>>
%1 = memref.subview %0[0, 0][4, 4][1, 1] : memref<16x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2, d1)>> to memref<4x4xf32, strided<[16, 2]>>
// -----
%0 = "x.m"() : () -> memref<8x1x4xf32>
%1 = memref.subview %0[0, 0, 0][8, 1, 4][1, 1, 1] : memref<8x1x4xf32> to memref<8x4xf32, strided<[4, 2]>>
// -----
%0 = "x.m"() : () -> memref<8x1x4xf32>
%1 = memref.subview %0[0, 0, 0][8, 1, 4][1, 1, 1] : memref<8x1x4xf32> to memref<8x4xf32, strided<[4, 1]>>
// -----
%0 = "x.m"() : () -> memref<1x1x4xf32>
%1 = memref.subview %0[0, 0, 0][1, 1, 4][1, 1, 1] : memref<1x1x4xf32> to memref<1x4xf32, strided<[7, 1]>>
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = memref.memory_space_cast %0 : memref<4xf32> to memref<8xf32, 1>
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = memref.memory_space_cast %0 : memref<4xf32> to memref<4xi32, 1>
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = memref.memory_space_cast %0 : memref<4xf32> to memref<*xf32, 1>
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = memref.memory_space_cast %0 : memref<4xf32> to memref<4xf32, strided<[1], offset: 2>, 1>
// -----
%0 = "x.m"() : () -> memref<*xf32>
%1 = memref.memory_space_cast %0 : memref<*xf32> to memref<*xf32, 1>
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = memref.cast %0 : memref<4xf32> to memref<8xf32>
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = memref.cast %0 : memref<4xf32> to memref<4xf32, 1>
// -----
%0 = "x.m"() : () -> memref<*xf32>
%1 = memref.cast %0 : memref<*xf32> to memref<*xf32>
// -----
%0 = "x.m"() : () -> memref<4xf32, strided<[1], offset: 2>>
%1 = memref.cast %0 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32>
// -----
%0 = "x.m"() : () -> memref<4xf32, strided<[1], offset: 2>>
%1 = memref.cast %0 : memref<4xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[?], offset: ?>>
// -----
%0 = "x.m"() : () -> memref<4x4xf32>
%b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// -----
%0 = "x.m"() : () -> memref<4x4xf32>
%b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<4x4xf32> -> memref<f64>, index, index, index, index, index
// -----
%0 = "x.m"() : () -> memref<4x4xf32>
%b, %o, %s, %t = memref.extract_strided_metadata %0 : memref<4x4xf32> -> memref<f32>, index, index, index
// -----
%0 = "x.m"() : () -> memref<4x4xf32, 3>
%b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<4x4xf32, 3> -> memref<f32>, index, index, index, index, index
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = memref.realloc %0 : memref<4xf32> to memref<8xf64>
// -----
%t = "x.t"() : () -> tensor<8xf32>
%s = "x.s"() : () -> tensor<2xf32>
%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
  scf.forall.in_parallel {
    tensor.parallel_insert_slice %s into %o[7] [2] [1] : tensor<2xf32> into tensor<8xf32>
  }
}
// -----
%t = "x.t"() : () -> tensor<8xf32>
%s = "x.s"() : () -> tensor<2xf32>
%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
  scf.forall.in_parallel {
    tensor.parallel_insert_slice %s into %o[0] [3] [1] : tensor<2xf32> into tensor<8xf32>
  }
}
// -----
%t = "x.t"() : () -> tensor<8x8xf32>
%s = "x.s"() : () -> tensor<2x2x2xf32>
%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
  scf.forall.in_parallel {
    tensor.parallel_insert_slice %s into %o[0, 0] [2, 2] [1, 1] : tensor<2x2x2xf32> into tensor<8x8xf32>
  }
}
// -----
%t = "x.t"() : () -> tensor<8xf32>
%s = "x.s"() : () -> tensor<2xf16>
%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
  scf.forall.in_parallel {
    tensor.parallel_insert_slice %s into %o[0] [2] [1] : tensor<2xf16> into tensor<8xf32>
  }
}
// -----
%t = "x.t"() : () -> tensor<8x8xf32>
%s = "x.s"() : () -> tensor<2xf32>
%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
  scf.forall.in_parallel {
    tensor.parallel_insert_slice %s into %o[0, %i] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
  }
}
// -----
%t = "x.t"() : () -> tensor<8x8xf32>
%s = "x.s"() : () -> tensor<2xf32>
%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
  scf.forall.in_parallel {
    tensor.parallel_insert_slice %s into %o[0] [2] [1] : tensor<2xf32> into tensor<8x8xf32>
  }
}
// -----
%t = "x.t"() : () -> tensor<8xf32>
%s = "x.s"() : () -> tensor<2xf32>
%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
  scf.forall.in_parallel {
    "tensor.parallel_insert_slice"(%s, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8xf32>) -> ()
  }
}
// -----
%t = "x.t"() : () -> tensor<8xf32>
%s = "x.s"() : () -> tensor<2xf32>
%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
  scf.forall.in_parallel {
    "tensor.parallel_insert_slice"(%s, %o, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8xf32>, index) -> ()
  }
}
// -----
%t = "x.t"() : () -> tensor<8xf32>
%s = "x.s"() : () -> tensor<2xf32>
tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
// -----
%t = "x.t"() : () -> tensor<8xf32>
%s = "x.s"() : () -> tensor<2xf32>
"x.r"() ({
  tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
}) : () -> ()
// -----
%t = "x.t"() : () -> tensor<8xf32>
%s = "x.s"() : () -> tensor<?xf32>
%r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
  scf.forall.in_parallel {
    tensor.parallel_insert_slice %s into %o[%i] [%i] [1] : tensor<?xf32> into tensor<8xf32>
  }
}
// -----
%0 = "x.m"() : () -> memref<4x4xf32>
%1 = memref.reinterpret_cast %0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 4 + d1)>>
// -----
%0 = "x.m"() : () -> memref<4x4xf32>
%1 = memref.reinterpret_cast %0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>>
// -----
%0 = "x.m"() : () -> memref<4x4xf32>
%1 = memref.reinterpret_cast %0 to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>>
// -----
%0 = "x.m"() : () -> memref<4x4xf32>
%1 = memref.reinterpret_cast %0 to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = memref.transpose %0 (d0) -> (d0) : memref<4xf32> to memref<4xf32>
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = memref.transpose %0 (d0) -> (d0) : memref<4xf32> to memref<4xf32, strided<[1]>>
// -----
%0 = "x.m"() : () -> memref<f32, strided<[], offset: 3>>
%1 = memref.transpose %0 () -> () : memref<f32, strided<[], offset: 3>> to memref<f32, strided<[], offset: 3>>
// -----
%0 = "x.m"() : () -> memref<f32>
%1 = memref.transpose %0 () -> () : memref<f32> to memref<f32, strided<[], offset: 3>>
// -----
%0 = "x.m"() : () -> memref<4x?x?xf32>
%1 = memref.transpose %0 (d0, d1, d2) -> (d0, d1, d2) : memref<4x?x?xf32> to memref<4x?x?xf32>
// -----
%0 = "x.m"() : () -> memref<4x?x8xf32>
%1 = memref.transpose %0 (d0, d1, d2) -> (d0, d1, d2) : memref<4x?x8xf32> to memref<4x?x8xf32>
// -----
%0 = "x.m"() : () -> memref<4x?x8xf32>
%1 = memref.transpose %0 (d0, d1, d2) -> (d0, d1, d2) : memref<4x?x8xf32> to memref<4x?x8xf32, strided<[?, 8, 1]>>
// -----
%0 = "x.m"() : () -> memref<4x5x8xf32, strided<[?, -1, 0], offset: 7>>
%1 = memref.transpose %0 (d0, d1, d2) -> (d2, d0, d1) : memref<4x5x8xf32, strided<[?, -1, 0], offset: 7>> to memref<8x4x5xf32>
// -----
%0 = "x.m"() : () -> memref<4x0x8xf32>
%1 = memref.transpose %0 (d0, d1, d2) -> (d0, d1, d2) : memref<4x0x8xf32> to memref<4x0x8xf32>
// -----
%0 = "x.m"() : () -> memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
%1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>> to memref<8x4xf32>
// -----
%0 = "x.m"() : () -> memref<?x?xf32>
%1 = memref.transpose %0 (d0, d1) -> (d0, d1) : memref<?x?xf32> to memref<?x?xf32>
// -----
%0 = "x.m"() : () -> memref<?x?xf32>
%1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// -----
%0 = "x.m"() : () -> memref<4x8xf32>
%1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, affine_map<(d0, d1) -> ((d0 + d1 * 8) * 1)>>
// -----
%0 = "x.m"() : () -> memref<4x8xf32>
%1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, affine_map<(d0, d1) -> ((d1 + d0 * 8) * 2)>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32, affine_map<(d0, d1) -> ((d0 + d1 * 2) * 8)>>
%1 = memref.subview %0[1, 2][4, 4][1, 1] : memref<16x16xf32, affine_map<(d0, d1) -> ((d0 + d1 * 2) * 8)>> to memref<4x4xf32, strided<[8, 16], offset: 40>>
// -----
%0 = "x.m"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>
%b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>> -> memref<f32>, index, index, index, index, index
// -----
%0 = "x.m"() : () -> memref<4x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>
%1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<4x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>> to memref<8x4xf32>
// -----
%0 = "x.m"() : () -> memref<4x8xf32>
%1 = "memref.transpose"(%0) <{permutation = affine_map<(d0, d1) -> (d1, d1)>}> : (memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>>
// -----
%0 = "x.m"() : () -> memref<2048xi8, 1>
%i = "x.i"() : () -> index
%1 = memref.view %0[%i][] : memref<2048xi8, 1> to memref<64x4xf32, 1>
// -----
%0 = "x.m"() : () -> memref<16x1x16xf32, affine_map<(d0, d1, d2) -> (d0 * 16 + d1 * 16 + d2)>>
%1 = memref.subview %0[0, 0, 0][4, 1, 4][1, 1, 1] : memref<16x1x16xf32, affine_map<(d0, d1, d2) -> (d0 * 16 + d1 * 16 + d2)>> to memref<4x4xf32, strided<[16, 1]>>
// -----
%0 = "x.m"() : () -> memref<16x16xf32, 2>
%1 = memref.subview %0[0, 0][4, 4][1, 1] : memref<16x16xf32, 2> to memref<4x4xf32, strided<[16, 1]>>
// -----
%0 = "x.m"() : () -> memref<4x4xf32>
%1 = memref.reinterpret_cast %0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
// -----
%m = "x.m"() : () -> memref<4xf32>
%i = "x.i"() : () -> index
%1 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
^bb0(%a: f32):
  %c = scf.execute_region -> f32 {
    scf.yield %a : f32
  }
  memref.atomic_yield %c : f32
}
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = "memref.cast"(%0) : (memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>>
// -----
%0 = "x.m"() : () -> memref<4xf32>
%1 = memref.cast %0 : memref<4xf32> to memref<*xf16>
// -----
%0 = "x.m"() : () -> memref<4xf32, strided<[2]>>
%1 = memref.cast %0 : memref<4xf32, strided<[2]>> to memref<4xf32, affine_map<(d0) -> (d0 * 2)>>
// -----
%0 = "x.t"() : () -> tensor<4xf32>
%1 = tensor.cast %0 : tensor<4xf32> to tensor<8xf32>
// -----
%0 = "x.t"() : () -> tensor<4xf32>
%1 = tensor.cast %0 : tensor<4xf32> to tensor<?xf16>
// -----
%0 = "x.t"() : () -> tensor<4xf32>
%1 = tensor.bitcast %0 : tensor<4xf32> to tensor<4xf16>
// -----
%0 = "x.t"() : () -> tensor<4xf32>
%1 = tensor.bitcast %0 : tensor<4xf32> to tensor<8xi32>
// -----
%0 = "x.t"() : () -> tensor<4xf32>
%1 = tensor.cast %0 : tensor<4xf32> to tensor<*xf32>
// -----
%0 = "x.t"() : () -> tensor<*xf32>
%1 = tensor.cast %0 : tensor<*xf32> to tensor<*xf32>
// -----
%0 = "x.t"() : () -> tensor<4x?xf32>
%1 = tensor.cast %0 : tensor<4x?xf32> to tensor<?x4xf32>
// -----
%0 = "x.t"() : () -> tensor<4x?xf32>
%1 = tensor.cast %0 : tensor<4x?xf32> to tensor<4xf32>
// -----
%0 = "x.t"() : () -> tensor<4xi32>
%1 = "tensor.bitcast"(%0) : (tensor<4xi32>) -> tensor<?xui32>
// -----
%0 = "x.t"() : () -> tensor<4xindex>
%1 = tensor.bitcast %0 : tensor<4xindex> to tensor<4xi64>
// -----
%0 = "x.m"() : () -> memref<4x8xf32, strided<[16, 1], offset: 3>>
%1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32, strided<[16, 1], offset: 3>> into memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>>
// -----
%0 = "x.m"() : () -> memref<4x8xf32, strided<[16, 1], offset: 3>>
%1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32, strided<[16, 1], offset: 3>> into memref<4x2x4xf32>
// -----
%0 = "x.m"() : () -> memref<4x?xf32, strided<[?, 2], offset: ?>>
%1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x?xf32, strided<[?, 2], offset: ?>> into memref<4x2x4xf32, strided<[?, 8, 2], offset: ?>>
// -----
%0 = "x.m"() : () -> memref<4x8xf32, strided<[8, 1]>>
%1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 2, 8] : memref<4x8xf32, strided<[8, 1]>> into memref<2x2x8xf32>
// -----
%0 = "x.m"() : () -> memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>>
%1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>> into memref<4x8xf32, strided<[16, 1], offset: 3>>
// -----
%0 = "x.m"() : () -> memref<4x2x4xf32, strided<[16, 8, 1]>>
%1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<4x2x4xf32, strided<[16, 8, 1]>> into memref<4x8xf32, strided<[16, 1]>>
// -----
%0 = "x.m"() : () -> memref<4x2x1xf32, strided<[16, 4, 7]>>
%1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<4x2x1xf32, strided<[16, 4, 7]>> into memref<4x2xf32, strided<[16, 4]>>
// -----
%0 = "x.m"() : () -> memref<4x?x4xf32, strided<[?, 4, 1]>>
%1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<4x?x4xf32, strided<[?, 4, 1]>> into memref<?x4xf32, strided<[?, 1]>>
// -----
%0 = "x.m"() : () -> memref<4x?x4xf32, strided<[?, 4, 1]>>
%1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<4x?x4xf32, strided<[?, 4, 1]>> into memref<?x4xf32, strided<[4, 1]>>
// -----
%0 = "x.m"() : () -> memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>
%1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<24xf32, strided<[1], offset: 5>>
// -----
%0 = "x.m"() : () -> memref<1x1xf32, strided<[4, 9], offset: 2>>
%1 = memref.collapse_shape %0 [] : memref<1x1xf32, strided<[4, 9], offset: 2>> into memref<f32, strided<[], offset: 2>>
