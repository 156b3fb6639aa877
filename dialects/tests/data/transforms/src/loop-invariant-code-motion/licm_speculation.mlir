// Conditionally speculatable ops (upstream's getSpeculatability): dims of a
// constant index inside the rank, divisions by constants that cannot trap,
// vector transfers on tensors; the others stay in the loop.
func.func @speculate_tensor_dims(%t: tensor<*xf32>, %r: tensor<?x?x?x?xf32>, %dim_idx: index,
                                 %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cm1 = arith.constant -1 : index
  scf.for %i = %lb to %ub step %step {
    %a = tensor.dim %t, %dim_idx : tensor<*xf32>
    %b = tensor.dim %r, %dim_idx : tensor<?x?x?x?xf32>
    %c = tensor.dim %t, %c0 : tensor<*xf32>
    %d = tensor.dim %r, %c1 : tensor<?x?x?x?xf32>
    %e = tensor.dim %r, %c4 : tensor<?x?x?x?xf32>
    %f = tensor.dim %r, %cm1 : tensor<?x?x?x?xf32>
  }
  return
}

func.func @speculate_memref_dims(%t: memref<*xf32>, %r: memref<?x?x?x?xf32>, %dim_idx: index,
                                 %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %lb to %ub step %step {
    %a = memref.dim %t, %dim_idx : memref<*xf32>
    %b = memref.dim %r, %dim_idx : memref<?x?x?x?xf32>
    %c = memref.dim %t, %c0 : memref<*xf32>
    %d = memref.dim %r, %c1 : memref<?x?x?x?xf32>
    %e = memref.dim %r, %c4 : memref<?x?x?x?xf32>
  }
  return
}

func.func @speculate_memref_dim_of_alloc() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c22 = arith.constant 22 : index
  %alloc = memref.alloc(%c22) : memref<?xi1>
  scf.for %arg4 = %c0 to %c22 step %c1 {
    %dim = memref.dim %alloc, %c0 : memref<?xi1>
    %out = memref.dim %alloc, %c1 : memref<?xi1>
  }
  return
}

func.func @speculate_tensor_dim_of_empty() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c22 = arith.constant 22 : index
  %t = tensor.empty(%c22, %c22) : tensor<?x?xi1>
  scf.for %arg4 = %c0 to %c22 step %c1 {
    %dim = tensor.dim %t, %c1 : tensor<?x?xi1>
  }
  return
}

func.func @divisions(%num: i32, %denom: i32, %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %cm1 = arith.constant -1 : i32
  %cm2 = arith.constant -2 : i32
  scf.for %i = %lb to %ub step %step {
    %u0 = arith.divui %num, %denom : i32
    %u1 = arith.divui %num, %c0 : i32
    %u2 = arith.divui %num, %c5 : i32
    %u3 = arith.divui %num, %cm1 : i32
    %u4 = arith.ceildivui %num, %denom : i32
    %u5 = arith.ceildivui %num, %c0 : i32
    %u6 = arith.ceildivui %num, %c5 : i32
    %s0 = arith.divsi %num, %denom : i32
    %s1 = arith.divsi %num, %c0 : i32
    %s2 = arith.divsi %num, %cm1 : i32
    %s3 = arith.divsi %num, %c5 : i32
    %s4 = arith.divsi %num, %cm2 : i32
    %s5 = arith.ceildivsi %num, %c0 : i32
    %s6 = arith.ceildivsi %num, %cm1 : i32
    %s7 = arith.ceildivsi %num, %c5 : i32
    %r = arith.remsi %num, %c5 : i32
    %f = arith.floordivsi %num, %c5 : i32
  }
  return
}

func.func @divisions_of_vectors_and_i1(%num: vector<4xi8>, %n1: i1, %lb: index, %ub: index, %step: index) {
  %splat = arith.constant dense<3> : vector<4xi8>
  %mixed = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  %signs = arith.constant dense<[-3, 2, 3, 4]> : vector<4xi8>
  %neg = arith.constant dense<[-3, -2, -5, -128]> : vector<4xi8>
  %zero = arith.constant dense<[1, 0, 3, 4]> : vector<4xi8>
  %true = arith.constant true
  scf.for %i = %lb to %ub step %step {
    %a = arith.divsi %num, %splat : vector<4xi8>
    %b = arith.divsi %num, %mixed : vector<4xi8>
    %c = arith.divsi %num, %signs : vector<4xi8>
    %d = arith.divsi %num, %neg : vector<4xi8>
    %e = arith.divui %num, %signs : vector<4xi8>
    %f = arith.divui %num, %zero : vector<4xi8>
    %g = arith.divui %n1, %true : i1
    %h = arith.divsi %n1, %true : i1
  }
  return
}

func.func @vector_transfers(%t: tensor<8xf32>, %m: memref<8xf32>, %v: vector<4xf32>,
                            %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %lb to %ub step %step {
    %a = vector.transfer_read %t[%c0], %pad : tensor<8xf32>, vector<4xf32>
    %b = vector.transfer_read %m[%c0], %pad : memref<8xf32>, vector<4xf32>
    %c = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<8xf32>
  }
  return
}

func.func @linalg_on_tensors_and_memrefs(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %m: memref<4x4xf32>,
                                         %n: memref<4x4xf32>, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                         iterator_types = ["parallel", "parallel"]}
        ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4x4xf32>
    linalg.matmul ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%n : memref<4x4xf32>)
    %2 = linalg.transpose ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) permutation = [1, 0]
  }
  return
}

func.func @pack_unpack(%src: tensor<8x8xf32>, %dest: tensor<2x2x4x4xf32>, %dyn: tensor<?x2x?x4xf32>,
                       %tile: index, %pad: f32, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %dest : tensor<8x8xf32> -> tensor<2x2x4x4xf32>
    %1 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [%tile, 4] into %dyn : tensor<8x8xf32> -> tensor<?x2x?x4xf32>
    %2 = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [%tile, 4] into %dyn : tensor<8x8xf32> -> tensor<?x2x?x4xf32>
    %3 = linalg.unpack %dest inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %src : tensor<2x2x4x4xf32> -> tensor<8x8xf32>
    %4 = linalg.unpack %dyn inner_dims_pos = [0, 1] inner_tiles = [%tile, 4] into %src : tensor<?x2x?x4xf32> -> tensor<8x8xf32>
  }
  return
}
