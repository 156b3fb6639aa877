func.func @three_stride_operands(%A: memref<256xf32>, %B: memref<256xf32, 2>, %tag: memref<1xi32, 4>, %i: index, %n: index) {
  affine.dma_start %A[%i], %B[%i], %tag[%i], %n, %i, %n, %n : memref<256xf32>, memref<256xf32, 2>, memref<1xi32, 4>
  return
}

// -----

func.func @two_types(%A: memref<256xf32>, %B: memref<256xf32, 2>, %tag: memref<1xi32, 4>, %i: index, %n: index) {
  affine.dma_start %A[%i], %B[%i], %tag[%i], %n : memref<256xf32>, memref<256xf32, 2>
  return
}

// -----

func.func @wait_tag_not_memref(%tag: i32, %i: index, %n: index) {
  affine.dma_wait %tag[%i], %n : i32
  return
}

// -----

func.func @source_not_memref(%A: f32, %B: memref<256xf32, 2>, %tag: memref<1xi32, 4>, %i: index, %n: index) {
  affine.dma_start %A[%i], %B[%i], %tag[%i], %n : f32, memref<256xf32, 2>, memref<1xi32, 4>
  return
}

// -----

func.func @src_index_not_affine(%A: memref<256xf32>, %B: memref<256xf32, 2>, %tag: memref<1xi32, 4>, %n: index) {
  affine.for %i = 0 to 10 {
    %x = arith.addi %i, %i : index
    affine.dma_start %A[%x], %B[%i], %tag[0], %n : memref<256xf32>, memref<256xf32, 2>, memref<1xi32, 4>
  }
  return
}

// -----

func.func @wait_index_not_affine(%tag: memref<1xi32, 4>, %n: index) {
  affine.for %i = 0 to 10 {
    %x = arith.addi %i, %i : index
    affine.dma_wait %tag[%x], %n : memref<1xi32, 4>
  }
  return
}

// -----

func.func @operand_count(%A: memref<256xf32>, %B: memref<256xf32, 2>, %tag: memref<1xi32, 4>, %n: index) {
  "affine.dma_start"(%A, %n, %B, %n, %tag, %n, %n, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<256xf32>, index, memref<256xf32, 2>, index, memref<1xi32, 4>, index, index, index) -> ()
  return
}

// -----

func.func @src_index_type(%A: memref<256xf32>, %B: memref<256xf32, 2>, %tag: memref<1xi32, 4>, %n: index, %f: f32) {
  "affine.dma_start"(%A, %f, %B, %n, %tag, %n, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<256xf32>, f32, memref<256xf32, 2>, index, memref<1xi32, 4>, index, index) -> ()
  return
}

// -----

func.func @one_stride_operand(%A: memref<256xf32>, %B: memref<256xf32, 2>, %tag: memref<1xi32, 4>, %i: index, %n: index) {
  affine.dma_start %A[%i], %B[%i], %tag[%i], %n, %i : memref<256xf32>, memref<256xf32, 2>, memref<1xi32, 4>
  return
}

// -----

func.func @wait_index_type(%tag: memref<1xi32, 4>, %n: index, %f: f32) {
  "affine.dma_wait"(%tag, %f, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32, 4>, f32, index) -> ()
  return
}

// -----

func.func @no_attr_dict(%A: memref<256xf32>, %B: memref<256xf32, 2>, %tag: memref<1xi32, 4>, %i: index, %n: index) {
  affine.dma_start %A[%i], %B[%i], %tag[0], %n {foo} : memref<256xf32>, memref<256xf32, 2>, memref<1xi32, 4>
  return
}

// -----

func.func @negation_without_operand(%m: memref<10xf32>) {
  %0 = affine.load %m[- ] : memref<10xf32>
  return
}

// -----

func.func @negation_of_bare_identifier(%m: memref<10xf32>) {
  %0 = affine.load %m[-foo] : memref<10xf32>
  return
}
