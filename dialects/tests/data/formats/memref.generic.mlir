#map = affine_map<(d0)[s0] -> (d0 + s0)>
"builtin.module"() ({
  "memref.global"() <{initial_value = dense<[1, 2, 3, 4]> : tensor<4xi32>, sym_name = "g", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "h", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "k", type = memref<f32>}> : () -> ()
  "memref.global"() <{sym_name = "ext", sym_visibility = "private", type = memref<3xi8>}> : () -> ()
  %0 = "test.src"() : () -> index
  %1 = "test.src"() : () -> index
  %2 = "test.src"() : () -> f32
  %3 = "test.src"() : () -> memref<4x?xf32>
  %4 = "test.src"() : () -> memref<*xf32>
  %5 = "test.src"() : () -> memref<64xi8>
  %6 = "test.src"() : () -> memref<2xindex>
  %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  %8 = "memref.alloc"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
  %9 = "memref.alloc"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?xf32, #map>
  %10 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
  %11 = "memref.load"(%3, %0, %1) : (memref<4x?xf32>, index, index) -> f32
  %12 = "memref.load"(%3, %0, %1) <{nontemporal = true}> : (memref<4x?xf32>, index, index) -> f32
  %13 = "memref.load"(%7, %0) <{alignment = 8 : i64}> : (memref<4xf32>, index) -> f32
  "memref.store"(%2, %3, %0, %1) : (f32, memref<4x?xf32>, index, index) -> ()
  "memref.store"(%2, %7, %0) <{nontemporal = true}> : (f32, memref<4xf32>, index) -> ()
  "memref.dealloc"(%7) : (memref<4xf32>) -> ()
  "memref.dealloc"(%4) : (memref<*xf32>) -> ()
  %14 = "memref.cast"(%3) : (memref<4x?xf32>) -> memref<?x?xf32>
  %15 = "memref.cast"(%4) : (memref<*xf32>) -> memref<4x?xf32>
  %16 = "memref.memory_space_cast"(%3) : (memref<4x?xf32>) -> memref<4x?xf32, 1>
  %17 = "memref.rank"(%4) : (memref<*xf32>) -> index
  %18 = "memref.dim"(%3, %0) : (memref<4x?xf32>, index) -> index
  "memref.copy"(%3, %14) : (memref<4x?xf32>, memref<?x?xf32>) -> ()
  %19 = "memref.assume_alignment"(%3) <{alignment = 16 : i32}> : (memref<4x?xf32>) -> memref<4x?xf32>
  %20 = "memref.extract_aligned_pointer_as_index"(%3) : (memref<4x?xf32>) -> index
  %21:6 = "memref.extract_strided_metadata"(%3) : (memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index)
  %22 = "memref.get_global"() <{name = @g}> : () -> memref<4xi32>
  %23 = "memref.reshape"(%4, %6) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %24 = "memref.view"(%5, %0, %1) : (memref<64xi8>, index, index) -> memref<?x4xf32>
  %25 = "memref.view"(%5, %0) : (memref<64xi8>, index) -> memref<4x4xf16>
  %26 = "test.src"() : () -> memref<8x16xf32>
  %27 = "memref.subview"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 4>>
  %28 = "memref.subview"(%26, %0, %1, %0) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (memref<8x16xf32>, index, index, index) -> memref<4x?xf32, strided<[16, 2], offset: ?>>
  %29 = "memref.reinterpret_cast"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 4, 1>}> : (memref<*xf32>) -> memref<4x4xf32>
  %30 = "memref.reinterpret_cast"(%3, %0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 2, 1>}> {tag} : (memref<4x?xf32>, index, index) -> memref<?x2xf32, strided<[2, 1], offset: ?>>
}) : () -> ()

