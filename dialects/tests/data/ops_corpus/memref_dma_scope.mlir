// CASE: memref.alloca_scope, dma_start/dma_wait, prefetch, realloc and distinct_objects in custom form
func.func @scope(%n: index) -> f32 {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c : f32
  }
  %r2:2 = memref.alloca_scope -> (f32, index) {
    %c = arith.constant 2.0 : f32
    memref.alloca_scope.return %c, %n : f32, index
  } {tag}
  return %r : f32
}

func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index, %s: index, %e: index) {
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %s, %e : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  memref.dma_wait %tag[%i], %n {w} : memref<1xi32>
  return
}

func.func @prefetch(%m: memref<400x400xi32>, %i: index, %z: memref<f32>) {
  memref.prefetch %m[%i, %i], write, locality<1>, data : memref<400x400xi32>
  memref.prefetch %m[%i, %i], read, locality<3>, instr : memref<400x400xi32>
  memref.prefetch %z[], read, locality<0>, data : memref<f32>
  return
}

func.func @realloc(%a: memref<4xf32>, %b: memref<?xi8, 2>, %n: index) {
  %0 = memref.realloc %a : memref<4xf32> to memref<8xf32>
  %1 = memref.realloc %a(%n) : memref<4xf32> to memref<?xf32>
  %2 = memref.realloc %b(%n) {alignment = 16 : i64} : memref<?xi8, 2> to memref<?xi8, 2>
  %3 = memref.realloc %b : memref<?xi8, 2> to memref<10xi8, 2>
  return
}

func.func @distinct(%a: memref<?xf32>, %b: memref<4x4xi32>, %c: memref<f16, 1>) {
  %0:2 = memref.distinct_objects %a, %b : memref<?xf32>, memref<4x4xi32>
  %1:3 = memref.distinct_objects %a, %b, %c {x} : memref<?xf32>, memref<4x4xi32>, memref<f16, 1>
  %2 = memref.distinct_objects %c : memref<f16, 1>
  return
}
