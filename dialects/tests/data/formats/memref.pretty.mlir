#map = affine_map<(d0)[s0] -> (d0 + s0)>
module {
  memref.global "private" @g : memref<4xi32> = dense<[1, 2, 3, 4]>
  memref.global @h : memref<2xf32> = uninitialized
  memref.global constant @k : memref<f32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "private" @ext : memref<3xi8>
  %0 = "test.src"() : () -> index
  %1 = "test.src"() : () -> index
  %2 = "test.src"() : () -> f32
  %3 = "test.src"() : () -> memref<4x?xf32>
  %4 = "test.src"() : () -> memref<*xf32>
  %5 = "test.src"() : () -> memref<64xi8>
  %6 = "test.src"() : () -> memref<2xindex>
  %alloc = memref.alloc() : memref<4xf32>
  %alloc_0 = memref.alloc(%0) : memref<?xf32>
  %alloc_1 = memref.alloc(%0)[%1] : memref<?xf32, #map>
  %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<8xi32>
  %7 = memref.load %3[%0, %1] : memref<4x?xf32>
  %8 = memref.load %3[%0, %1] {nontemporal = true} : memref<4x?xf32>
  %9 = memref.load %alloc[%0] {alignment = 8 : i64} : memref<4xf32>
  memref.store %2, %3[%0, %1] : memref<4x?xf32>
  memref.store %2, %alloc[%0] {nontemporal = true} : memref<4xf32>
  memref.dealloc %alloc : memref<4xf32>
  memref.dealloc %4 : memref<*xf32>
  %cast = memref.cast %3 : memref<4x?xf32> to memref<?x?xf32>
  %cast_3 = memref.cast %4 : memref<*xf32> to memref<4x?xf32>
  %memspacecast = memref.memory_space_cast %3 : memref<4x?xf32> to memref<4x?xf32, 1>
  %10 = memref.rank %4 : memref<*xf32>
  %dim = memref.dim %3, %0 : memref<4x?xf32>
  memref.copy %3, %cast : memref<4x?xf32> to memref<?x?xf32>
  %assume_align = memref.assume_alignment %3, 16 : memref<4x?xf32>
  %intptr = memref.extract_aligned_pointer_as_index %3 : memref<4x?xf32> -> index
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %3 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %11 = memref.get_global @g : memref<4xi32>
  %reshape = memref.reshape %4(%6) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %view = memref.view %5[%0][%1] : memref<64xi8> to memref<?x4xf32>
  %view_4 = memref.view %5[%0][] : memref<64xi8> to memref<4x4xf16>
  %12 = "test.src"() : () -> memref<8x16xf32>
  %subview = memref.subview %12[0, 4] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 4>>
  %subview_5 = memref.subview %12[%0, %1] [4, %0] [1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2], offset: ?>>
  %reinterpret_cast = memref.reinterpret_cast %4 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32>
  %reinterpret_cast_6 = memref.reinterpret_cast %3 to offset: [%0], sizes: [%1, 2], strides: [2, 1] {tag} : memref<4x?xf32> to memref<?x2xf32, strided<[2, 1], offset: ?>>
}

