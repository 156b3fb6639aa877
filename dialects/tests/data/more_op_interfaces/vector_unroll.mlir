// Ops of upstream's VectorUnrollOpInterface (`dialects/tests/it/more_op_interfaces.rs`);
// the expected generic form is mlir-opt-22's (`vector_unroll.generic`).
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @unroll(%a: vector<4x8xf32>, %b: vector<8x2xf32>, %c: vector<4x2xf32>, %s: f32, %i: i32,
                  %m: memref<16x16xf32>, %x: index, %idx: vector<4xindex>, %mask: vector<4xi1>, %pass: vector<4xf32>) {
  %0 = arith.addf %a, %a : vector<4x8xf32>
  %1 = arith.addi %i, %i : i32
  %2 = math.exp %a : vector<4x8xf32>
  %3 = vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x2xf32> into vector<4x2xf32>
  %4 = vector.reduction <add>, %pass : vector<4xf32> into f32
  %5 = vector.multi_reduction <add>, %a, %pass [1] : vector<4x8xf32> to vector<4xf32>
  %6 = vector.broadcast %s : f32 to vector<3x4xf32>
  %7 = vector.fma %a, %a, %a : vector<4x8xf32>
  %8 = vector.transfer_read %m[%x, %x], %s : memref<16x16xf32>, vector<2x4xf32>
  vector.transfer_write %a, %m[%x, %x] : vector<4x8xf32>, memref<16x16xf32>
  %9 = vector.load %m[%x, %x] : memref<16x16xf32>, vector<8xf32>
  vector.store %pass, %m[%x, %x] : memref<16x16xf32>, vector<4xf32>
  %10 = vector.gather %m[%x, %x] [%idx], %mask, %pass : memref<16x16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %11 = vector.shape_cast %a : vector<4x8xf32> to vector<32xf32>
  %12 = vector.transpose %a, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %13 = vector.constant_mask [2, 3] : vector<4x8xi1>
  %14 = vector.create_mask %x : vector<6xi1>
  %15 = vector.step : vector<5xindex>
  %16 = arith.select %mask, %pass, %pass : vector<4xi1>, vector<4xf32>
  %17:2 = arith.addui_extended %i, %i : i32, i1
  return
}
