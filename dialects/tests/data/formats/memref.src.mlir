// memref ops in their custom forms.
module {
  memref.global "private" @g : memref<4xi32> = dense<[1, 2, 3, 4]>
  memref.global @h : memref<2xf32> = uninitialized
  memref.global constant @k : memref<f32> = dense<1.0> {alignment = 64 : i64}
  memref.global "private" @ext : memref<3xi8>
  %i = "test.src"() : () -> index
  %j = "test.src"() : () -> index
  %f = "test.src"() : () -> f32
  %m = "test.src"() : () -> memref<4x?xf32>
  %u = "test.src"() : () -> memref<*xf32>
  %b = "test.src"() : () -> memref<64xi8>
  %s = "test.src"() : () -> memref<2xindex>
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc(%i) : memref<?xf32>
  %2 = memref.alloc(%i)[%j] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %3 = memref.alloc() {alignment = 64 : i64} : memref<8xi32>
  %6 = memref.load %m[%i, %j] : memref<4x?xf32>
  %7 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  %8 = memref.load %0[%i] {alignment = 8 : i64, nontemporal = false} : memref<4xf32>
  memref.store %f, %m[%i, %j] : memref<4x?xf32>
  memref.store %f, %0[%i] {nontemporal = true} : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  memref.dealloc %u : memref<*xf32>
  %9 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %10 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %11 = memref.memory_space_cast %m : memref<4x?xf32> to memref<4x?xf32, 1>
  %12 = memref.rank %u : memref<*xf32>
  %13 = memref.dim %m, %i : memref<4x?xf32>
  memref.copy %m, %9 : memref<4x?xf32> to memref<?x?xf32>
  %14 = memref.assume_alignment %m, 16 : memref<4x?xf32>
  %15 = memref.extract_aligned_pointer_as_index %m : memref<4x?xf32> -> index
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %16 = memref.get_global @g : memref<4xi32>
  %17 = memref.reshape %u(%s) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %18 = memref.view %b[%i][%j] : memref<64xi8> to memref<?x4xf32>
  %19 = memref.view %b[%i][] : memref<64xi8> to memref<4x4xf16>
  %sv = "test.src"() : () -> memref<8x16xf32>
  %20 = memref.subview %sv[0, 4] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 4>>
  %21 = memref.subview %sv[%i, %j] [4, %i] [1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2], offset: ?>>
  %22 = memref.reinterpret_cast %u to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32>
  %23 = memref.reinterpret_cast %m to offset: [%i], sizes: [%j, 2], strides: [2, 1] {tag} : memref<4x?xf32> to memref<?x2xf32, strided<[2, 1], offset: ?>>
}
