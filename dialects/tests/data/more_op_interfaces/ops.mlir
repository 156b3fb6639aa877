// Ops of upstream's OpAsmOpInterface, ViewLikeOpInterface and
// SelectLikeOpInterface (`dialects/tests/it/more_op_interfaces.rs`); the
// expected custom form is mlir-opt-22's (`ops.custom`).
func.func @views(%m: memref<4x8xf32>, %buf: memref<64xi8>, %shape: memref<1xindex>, %i: index) -> memref<2x8xf32, strided<[8, 1], offset: ?>> {
  %a = memref.assume_alignment %m, 16 : memref<4x8xf32>
  %c = memref.cast %a : memref<4x8xf32> to memref<?x8xf32>
  %col = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %exp = memref.expand_shape %col [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %ms = memref.memory_space_cast %m : memref<4x8xf32> to memref<4x8xf32, 1>
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32>
  %rs = memref.reshape %col(%shape) : (memref<32xf32>, memref<1xindex>) -> memref<?xf32>
  %sv = memref.subview %m[%i, 0] [2, 8] [1, 1] : memref<4x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
  %v = memref.view %buf[%i][] : memref<64xi8> to memref<4x4xf32>
  %tc = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>
  return %sv : memref<2x8xf32, strided<[8, 1], offset: ?>>
}
func.func @names(%x: i32, %y: i32, %b: i1, %t: tensor<4xf32>) -> (i32, i32, i1) {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1.0 : f32
  %2 = arith.constant 7 : i32
  %3 = arith.select %b, %x, %2 : i32
  %4:2 = arith.addui_extended %3, %y : i32, i1
  %5 = memref.alloc() : memref<4xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %7 = arith.addf %a, %1 : f32
    linalg.yield %7 : f32
  } -> tensor<4xf32>
  return %4#0, %3, %4#1 : i32, i32, i1
}
