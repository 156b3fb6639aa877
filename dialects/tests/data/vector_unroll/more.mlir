func.func @addf_2d(%a: vector<4x6xf32>, %b: vector<4x6xf32>) -> vector<4x6xf32> {
  %0 = arith.addf %a, %b fastmath<fast> : vector<4x6xf32>
  return %0 : vector<4x6xf32>
}

func.func @addf_3d_and_chain(%a: vector<2x4x4xf32>, %b: vector<2x4x4xf32>) -> vector<2x4x4xf32> {
  %0 = arith.addf %a, %b : vector<2x4x4xf32>
  %1 = arith.addf %0, %a : vector<2x4x4xf32>
  return %1 : vector<2x4x4xf32>
}

func.func @addf_not_divisible(%a: vector<3x3xf32>) -> vector<3x3xf32> {
  %0 = arith.addf %a, %a : vector<3x3xf32>
  return %0 : vector<3x3xf32>
}

func.func @addf_native(%a: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = arith.addf %a, %a : vector<2x2xf32>
  %1 = arith.mulf %0, %0 : vector<2x2xf32>
  return %1 : vector<2x2xf32>
}

func.func @reductions(%v: vector<8xi32>, %w: vector<4xf32>, %acc: f32) -> (i32, i32, f32, f32) {
  %0 = vector.reduction <mul>, %v : vector<8xi32> into i32
  %1 = vector.reduction <maxsi>, %v : vector<8xi32> into i32
  %2 = vector.reduction <maximumf>, %w : vector<4xf32> into f32
  %3 = vector.reduction <add>, %w, %acc : vector<4xf32> into f32
  return %0, %1, %2, %3 : i32, i32, f32, f32
}

func.func @multi_reduction_dims(%v: vector<4x6xi32>, %acc: vector<6xi32>, %acc2: vector<4xi32>) -> (vector<6xi32>, vector<4xi32>) {
  %0 = vector.multi_reduction <mul>, %v, %acc [0] : vector<4x6xi32> to vector<6xi32>
  %1 = vector.multi_reduction <maxsi>, %v, %acc2 [1] : vector<4x6xi32> to vector<4xi32>
  return %0, %1 : vector<6xi32>, vector<4xi32>
}

func.func @broadcasts(%s: f32, %u: vector<1x4xf32>, %v: vector<4xf32>) -> (vector<4x4xf32>, vector<4x4xf32>, vector<6x4xf32>) {
  %0 = vector.broadcast %s : f32 to vector<4x4xf32>
  %1 = vector.broadcast %u : vector<1x4xf32> to vector<4x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<6x4xf32>
  return %0, %1, %2 : vector<4x4xf32>, vector<4x4xf32>, vector<6x4xf32>
}

func.func @load_store(%m: memref<8x8xf32>, %i: index, %j: index) {
  %0 = vector.load %m[%i, %j] : memref<8x8xf32>, vector<4x4xf32>
  vector.store %0, %m[%j, %i] : memref<8x8xf32>, vector<4x4xf32>
  return
}

func.func @load_store_lower_rank(%m: memref<2x8x8xf32>, %i: index) {
  %0 = vector.load %m[%i, %i, %i] : memref<2x8x8xf32>, vector<4x4xf32>
  vector.store %0, %m[%i, %i, %i] : memref<2x8x8xf32>, vector<4x4xf32>
  return
}

func.func @fma_in_loop(%a: vector<4x4xf32>, %n: index) -> vector<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (vector<4x4xf32>) {
    %0 = vector.fma %acc, %a, %acc : vector<4x4xf32>
    scf.yield %0 : vector<4x4xf32>
  }
  return %r : vector<4x4xf32>
}

func.func @contract_transposed(%lhs: vector<8x4xf32>, %rhs: vector<8x4xf32>, %acc: vector<4x4xf32>) -> vector<4x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (k, i)>,
                                         affine_map<(i, j, k) -> (k, j)>,
                                         affine_map<(i, j, k) -> (j, i)>],
                        iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>}
       %lhs, %rhs, %acc : vector<8x4xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

func.func @transpose_2d(%v: vector<4x6xf32>) -> vector<6x4xf32> {
  %0 = vector.transpose %v, [1, 0] : vector<4x6xf32> to vector<6x4xf32>
  return %0 : vector<6x4xf32>
}
