// Invalid linalg ops caught by the verifiers of LinalgOps.cpp and
// LinalgInterfaces.cpp: user-defined matmul maps, contract, reduce,
// softmax, winograd, pack/unpack, index, yield; each case's first error
// line is in linalg_verify.expected.
func.func @yield_parent(%arg0: memref<4xf32>) {
  linalg.yield %arg0 : memref<4xf32>
}

// -----

func.func @index_parent() {
  %0 = linalg.index 0 : index
  return
}

// -----

func.func @index_dim_too_large(%arg0: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%arg0 : memref<f32>) {
  ^bb0(%0: f32):
    %1 = linalg.index 2 : index
    linalg.yield %0 : f32
  }
  return
}

// -----

func.func @yield_count(%arg0: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%arg0 : memref<f32>) {
  ^bb0(%0: f32):
    linalg.yield
  }
  return
}

// -----

func.func @yield_type(%arg0: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%arg0 : memref<4xf32>) {
  ^bb0(%0: f32):
    %1 = arith.constant 1 : i4
    linalg.yield %1 : i4
  }
  return
}

// -----

func.func @matmul_dim_a(%arg0: memref<5x5xf32>, %arg1: memref<5x5xf32>, %arg2: memref<5x5xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%arg0, %arg1 : memref<5x5xf32>, memref<5x5xf32>) outs(%arg2: memref<5x5xf32>)
  return
}

// -----

func.func @matmul_dim_b(%arg0: memref<5x5xf32>, %arg1: memref<5x5xf32>, %arg2: memref<5x5xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%arg0, %arg1 : memref<5x5xf32>, memref<5x5xf32>) outs(%arg2: memref<5x5xf32>)
  return
}

// -----

func.func @matmul_transpose_a(%lhs: tensor<4x1xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%lhs, %rhs : tensor<4x1xf32>, tensor<1x64xf32>) outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return %0 : tensor<4x64xf32>
}

// -----

func.func @matmul_bcast_a(%arg0: memref<3xf32>, %arg1: memref<5x7xf32>, %arg2: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%arg0, %arg1 : memref<3xf32>, memref<5x7xf32>) outs(%arg2: memref<3x7xf32>)
  return
}

// -----

func.func @matmul_bcast_b(%arg0: memref<3x5xf32>, %arg1: memref<7xf32>, %arg2: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%arg0, %arg1 : memref<3x5xf32>, memref<7xf32>) outs(%arg2: memref<3x7xf32>)
  return
}

// -----

func.func @matmul_bcast_a_rank(%arg0: memref<3x5xf32>, %arg1: memref<5x7xf32>, %arg2: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%arg0, %arg1 : memref<3x5xf32>, memref<5x7xf32>) outs(%arg2: memref<3x7xf32>)
  return
}

// -----

func.func @matmul_bcast_b_wrong_dim(%arg0: memref<3x5xf32>, %arg1: memref<5xf32>, %arg2: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%arg0, %arg1 : memref<3x5xf32>, memref<5xf32>) outs(%arg2: memref<3x7xf32>)
  return
}

// -----

func.func @matmul_out_map(%arg0: memref<3x5xf32>, %arg1: memref<5x7xf32>, %arg2: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>]
    ins(%arg0, %arg1 : memref<3x5xf32>, memref<5x7xf32>) outs(%arg2: memref<3x7xf32>)
  return
}

// -----

func.func @matmul_two_maps(%arg0: memref<3x5xf32>, %arg1: memref<5x7xf32>, %arg2: memref<3x7xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
    ins(%arg0, %arg1 : memref<3x5xf32>, memref<5x7xf32>) outs(%arg2: memref<3x7xf32>)
  return
}

// -----

func.func @matmul_mixed(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b: tensor<?x?xf32>, tensor<?x?xf32>) outs(%c: memref<?x?xf32>)
  return
}

// -----

func.func @matmul_generic_bad_body(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.subf %x, %y : f32
    linalg.yield %1 : f32
  }) : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @batch_matmul_two_maps(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>]
    ins(%arg0, %arg1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%arg2: memref<?x?x?xf32>)
  return
}

// -----

func.func @batch_matmul_dim_a(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%arg0, %arg1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%arg2 :memref<?x?x?xf32>)
  return
}

// -----

func.func @batch_matmul_dim_b(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%arg0, %arg1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%arg2 :memref<?x?x?xf32>)
  return
}

// -----

func.func @batch_matmul_bcast_a(%arg0: memref<?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%arg0, %arg1 : memref<?xf32>, memref<?x?x?xf32>) outs(%arg2: memref<?x?x?xf32>)
  return
}

// -----

func.func @batch_matmul_bcast_a_two(%arg0: memref<?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?x?xf32>) outs(%arg2: memref<?x?x?xf32>)
  return
}

// -----

func.func @batch_matmul_bcast_b(%arg0: memref<?x?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?x?x?xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%arg0, %arg1 : memref<?x?x?xf32>, memref<?xf32>) outs(%arg2: memref<?x?x?xf32>)
  return
}

// -----

func.func @batch_matmul_batch_dim_a(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%arg0, %arg1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%arg2 :memref<?x?x?xf32>)
  return
}

// -----

func.func @batch_matmul_batch_dim_b(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%arg0, %arg1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%arg2 :memref<?x?x?xf32>)
  return
}

// -----

func.func @batch_matmul_a_results(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%arg0, %arg1: memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%arg2: memref<?x?xf32>)
  return
}

// -----

func.func @batch_matmul_c_results(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
    ins(%arg0, %arg1: memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%arg2: memref<?x?xf32>)
  return
}

// -----

func.func @batch_matmul_c_dim(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>]
    ins(%arg0, %arg1: memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%arg2: memref<?x?x?xf32>)
  return
}

// -----

func.func @batch_matmul_generic_empty_maps(%a: tensor<5x2x3xf32>, %b: tensor<5x3x4xf32>, %c: tensor<5x2x4xf32>) -> tensor<5x2x4xf32> {
  %0 = "linalg.batch_matmul"(%a, %b, %c) <{indexing_maps = [], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.mulf %x, %y : f32
    %2 = arith.addf %z, %1 : f32
    linalg.yield %2 : f32
  }) : (tensor<5x2x3xf32>, tensor<5x3x4xf32>, tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
  return %0 : tensor<5x2x4xf32>
}

// -----

func.func @brm_one_map(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(batch, m, n, k) -> (batch, m, k)>]
    ins(%arg0, %arg1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%arg2: memref<?x?xf32>)
  return
}

// -----

func.func @brm_dim_a(%A: memref<?x?x?xf32>, %B: memref<?x?x?xf32>, %C: memref<?x?xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(batch, m, n, k) -> (batch, n, k)>, affine_map<(batch, m, n, k) -> (batch, k, n)>, affine_map<(batch, m, n, k) -> (m, n)>]
    ins(%A, %B : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%C :memref<?x?xf32>)
  return
}

// -----

func.func @brm_bcast_a(%A: memref<?xf32>, %B: memref<?x?x?xf32>, %C: memref<?x?xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(batch, m, n, k) -> (batch)>, affine_map<(batch, m, n, k) -> (batch, k, n)>, affine_map<(batch, m, n, k) -> (m, n)>]
    ins(%A, %B : memref<?xf32>, memref<?x?x?xf32>) outs(%C: memref<?x?xf32>)
  return
}

// -----

func.func @brm_bcast_b(%A: memref<?x?x?xf32>, %B: memref<?xf32>, %C: memref<?x?xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(batch, m, n, k) -> (batch, m, k)>, affine_map<(batch, m, n, k) -> (n)>, affine_map<(batch, m, n, k) -> (batch, m, n)>]
    ins(%A, %B : memref<?x?x?xf32>, memref<?xf32>) outs(%C: memref<?x?xf32>)
  return
}

// -----

func.func @brm_batch_dim_b(%A: memref<?x?x?xf32>, %B: memref<?x?x?xf32>, %C: memref<?x?xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(batch, m, n, k) -> (batch, m, k)>, affine_map<(batch, m, n, k) -> (n, k, batch)>, affine_map<(batch, m, n, k) -> (m, n)>]
    ins(%A, %B : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%C :memref<?x?xf32>)
  return
}

// -----

func.func @brm_b_results(%A: memref<?x?x?xf32>, %B: memref<?x?x?xf32>, %C: memref<?x?xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(batch, m, n, k) -> (batch, m, k)>, affine_map<(batch, m, n, k) -> (batch, k, n, k)>, affine_map<(batch, m, n, k) -> (m, n)>]
    ins(%A, %B: memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%C: memref<?x?xf32>)
  return
}

// -----

func.func @brm_c_results(%A: memref<?x?x?xf32>, %B: memref<?x?x?xf32>, %C: memref<?x?xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(batch, m, n, k) -> (batch, m, k)>, affine_map<(batch, m, n, k) -> (batch, k, n)>, affine_map<(batch, m, n, k) -> (m)>]
    ins(%A, %B: memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%C: memref<?x?xf32>)
  return
}

// -----

func.func @brm_c_dim(%A: memref<?x?x?xf32>, %B: memref<?x?x?xf32>, %C: memref<?x?xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(batch, m, n, k) -> (batch, m, k)>, affine_map<(batch, m, n, k) -> (batch, k, n)>, affine_map<(batch, m, n, k) -> (m, k)>]
    ins(%A, %B: memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%C: memref<?x?xf32>)
  return
}

// -----

func.func @contract_not_projected(%lhs: tensor<4x1xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>) {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0 + d2, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%lhs, %rhs : tensor<4x1xf32>, tensor<1x64xf32>) outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return
}

// -----

func.func @contract_spaces_differ(%lhs: tensor<4x1xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>) {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%lhs, %rhs : tensor<4x1xf32>, tensor<1x64xf32>) outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return
}

// -----

func.func @contract_rank(%lhs: tensor<4x1x2xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>) {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%lhs, %rhs : tensor<4x1x2xf32>, tensor<1x64xf32>) outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return
}

// -----

func.func @contract_scalar(%lhs: f32, %rhs: tensor<4x64xf32>, %init: tensor<4x64xf32>) {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]
    ins(%lhs, %rhs : f32, tensor<4x64xf32>) outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return
}

// -----

func.func @contract_unused_dim(%lhs: tensor<4x1xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>) {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>]
    ins(%lhs, %rhs : tensor<4x1xf32>, tensor<1x64xf32>) outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return
}

// -----

func.func @contract_neither(%lhs: tensor<8x4x1xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>) {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>]
    ins(%lhs, %rhs : tensor<8x4x1xf32>, tensor<1x64xf32>) outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return
}

// -----

func.func @contract_two_maps(%lhs: tensor<4x1xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>) {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
    ins(%lhs, %rhs : tensor<4x1xf32>, tensor<1x64xf32>) outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return
}

// -----

func.func @reduce_init_dims(%input: tensor<16x32x64xf32>, %init: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %reduce = linalg.reduce ins(%input:tensor<16x32x64xf32>) outs(%init:tensor<16x64xf32>) dimensions = [2]
    (%in: f32, %out: f32) {
      %0 = arith.addf %in, %out: f32
      linalg.yield %0: f32
    }
  func.return %reduce : tensor<16x64xf32>
}

// -----

func.func @reduce_dims_range(%input: tensor<16x32x64xf32>, %init: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %reduce = linalg.reduce ins(%input:tensor<16x32x64xf32>) outs(%init:tensor<16x64xf32>) dimensions = [3]
    (%in: f32, %out: f32) {
      %0 = arith.addf %in, %out: f32
      linalg.yield %0: f32
    }
  func.return %reduce : tensor<16x64xf32>
}

// -----

func.func @reduce_dims_unsorted(%input: tensor<16x32x64xf32>, %init: tensor<16xf32>) -> tensor<16xf32> {
  %reduce = linalg.reduce ins(%input:tensor<16x32x64xf32>) outs(%init:tensor<16xf32>) dimensions = [2, 1]
    (%in: f32, %out: f32) {
      %0 = arith.addf %in, %out: f32
      linalg.yield %0: f32
    }
  func.return %reduce : tensor<16xf32>
}

// -----

func.func @reduce_init_rank(%input: tensor<16x32x64xf32>, %init: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %reduce = linalg.reduce ins(%input:tensor<16x32x64xf32>) outs(%init:tensor<16x64xf32>) dimensions = [1, 2]
    (%in: f32, %out: f32) {
      %0 = arith.addf %in, %out: f32
      linalg.yield %0: f32
    }
  func.return %reduce : tensor<16x64xf32>
}

// -----

func.func @reduce_block_args(%input1: tensor<16x32x64xf32>, %init1: tensor<16x64xf32>, %input2: tensor<16x32x64xf32>, %init2: tensor<16x64xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>) {
  %reduce, %reduce2 = linalg.reduce ins(%input1, %input2 : tensor<16x32x64xf32>, tensor<16x32x64xf32>) outs(%init1, %init2 : tensor<16x64xf32>, tensor<16x64xf32>) dimensions = [1]
    (%in: f32, %out: f32) {
      %0 = arith.addf %in, %out: f32
      linalg.yield %0: f32
    }
  func.return %reduce, %reduce2 : tensor<16x64xf32>, tensor<16x64xf32>
}

// -----

func.func @reduce_input_arg_type(%input1: tensor<16x32x64xf32>, %init1: tensor<16x64xf32>, %input2: tensor<16x32x64xf32>, %init2: tensor<16x64xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>) {
  %reduce, %reduce2 = linalg.reduce ins(%input1, %input2 : tensor<16x32x64xf32>, tensor<16x32x64xf32>) outs(%init1, %init2 : tensor<16x64xf32>, tensor<16x64xf32>) dimensions = [1]
    (%in1: f32, %in2: f64, %out1: f32, %out2: f64) {
      %0 = arith.addf %in1, %out1: f32
      %1 = arith.addf %in2, %out2: f64
      linalg.yield %0, %1: f32, f64
    }
  func.return %reduce, %reduce2 : tensor<16x64xf32>, tensor<16x64xf32>
}

// -----

func.func @reduce_output_arg_type(%input1: tensor<16x32x64xf32>, %init1: tensor<16x64xf32>, %input2: tensor<16x32x64xf32>, %init2: tensor<16x64xf64>) -> (tensor<16x64xf32>, tensor<16x64xf64>) {
  %reduce, %reduce2 = linalg.reduce ins(%input1, %input2 : tensor<16x32x64xf32>, tensor<16x32x64xf32>) outs(%init1, %init2 : tensor<16x64xf32>, tensor<16x64xf64>) dimensions = [1]
    (%in1: f32, %in2: f32, %out1: f32, %out2: f32) {
      %0 = arith.addf %in1, %out1: f32
      linalg.yield %0, %out2: f32, f32
    }
  func.return %reduce, %reduce2 : tensor<16x64xf32>, tensor<16x64xf64>
}

// -----

func.func @reduce_input_shapes(%input1: tensor<16x32x64xf32>, %init1: tensor<16x64xf32>, %input2: tensor<17x32x64xf32>, %init2: tensor<17x64xf32>) -> (tensor<16x64xf32>, tensor<17x64xf32>) {
  %reduce, %reduce2 = linalg.reduce ins(%input1, %input2 : tensor<16x32x64xf32>, tensor<17x32x64xf32>) outs(%init1, %init2 : tensor<16x64xf32>, tensor<17x64xf32>) dimensions = [1]
    (%in1: f32, %in2: f32, %out1: f32, %out2: f32) {
      %0 = arith.addf %in1, %out1: f32
      %1 = arith.addf %in2, %out2: f32
      linalg.yield %0, %1: f32, f32
    }
  func.return %reduce, %reduce2 : tensor<16x64xf32>, tensor<17x64xf32>
}

// -----

func.func @reduce_output_shapes(%input1: tensor<16x32x64xf32>, %init1: tensor<16x64xf32>, %input2: tensor<16x32x64xf32>, %init2: tensor<17x64xf32>) -> (tensor<16x64xf32>, tensor<17x64xf32>) {
  %reduce, %reduce2 = linalg.reduce ins(%input1, %input2 : tensor<16x32x64xf32>, tensor<16x32x64xf32>) outs(%init1, %init2 : tensor<16x64xf32>, tensor<17x64xf32>) dimensions = [1]
    (%in1: f32, %in2: f32, %out1: f32, %out2: f32) {
      %0 = arith.addf %in1, %out1: f32
      %1 = arith.addf %in2, %out2: f32
      linalg.yield %0, %1: f32, f32
    }
  func.return %reduce, %reduce2 : tensor<16x64xf32>, tensor<17x64xf32>
}

// -----

func.func @softmax_shape(%arg0: tensor<2x16x32xf32>, %o: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %1 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%o: tensor<2x16xf32>) -> tensor<2x16xf32>
  return %1 : tensor<2x16xf32>
}

// -----

func.func @softmax_dimension(%arg0: tensor<2x16x32xf32>, %o: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %1 = linalg.softmax dimension(3) ins(%arg0 : tensor<2x16x32xf32>) outs(%o: tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %1 : tensor<2x16x32xf32>
}

// -----

func.func @winograd_filter_height(%arg0: tensor<2x4x3x5xf32>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x4x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_filter_width(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x3x4x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_filter_both_one(%arg0: tensor<2x1x1x5xf32>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x1x1x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_filter_dyn(%arg0: tensor<?x3x3x?xf32>, %arg1: tensor<6x5x?x?xf32>) -> tensor<6x5x?x?xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<?x3x3x?xf32>) outs(%arg1 : tensor<6x5x?x?xf32>) -> tensor<6x5x?x?xf32>
  return %0 : tensor<6x5x?x?xf32>
}

// -----

func.func @winograd_input_height(%arg0: tensor<2x13x14x5xf32>, %arg1: tensor<6x6x3x3x2x5xf32>) -> tensor<6x6x3x3x2x5xf32> {
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg0 : tensor<2x13x14x5xf32>) outs(%arg1 : tensor<6x6x3x3x2x5xf32>) -> tensor<6x6x3x3x2x5xf32>
  return %0 : tensor<6x6x3x3x2x5xf32>
}

// -----

func.func @winograd_input_tile_w(%arg0: tensor<2x14x14x5xf32>, %arg1: tensor<6x6x3x2x2x5xf32>) -> tensor<6x6x3x2x2x5xf32> {
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg0 : tensor<2x14x14x5xf32>) outs(%arg1 : tensor<6x6x3x2x2x5xf32>) -> tensor<6x6x3x2x2x5xf32>
  return %0 : tensor<6x6x3x2x2x5xf32>
}

// -----

func.func @winograd_input_dyn(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<6x5x?x?x?x?xf32>) -> tensor<6x5x?x?x?x?xf32> {
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg0 : tensor<?x?x?x?xf32>) outs(%arg1 : tensor<6x5x?x?x?x?xf32>) -> tensor<6x5x?x?x?x?xf32>
  return %0 : tensor<6x5x?x?x?x?xf32>
}

// -----

func.func @winograd_output_in_height(%arg0: tensor<5x6x3x3x2x2xf32>, %arg1: tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32> {
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg0 : tensor<5x6x3x3x2x2xf32>) outs(%arg1 : tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
  return %0 : tensor<2x12x12x2xf32>
}

// -----

func.func @winograd_output_in_width(%arg0: tensor<6x5x3x3x2x2xf32>, %arg1: tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32> {
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg0 : tensor<6x5x3x3x2x2xf32>) outs(%arg1 : tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
  return %0 : tensor<2x12x12x2xf32>
}

// -----

func.func @winograd_output_out_width(%arg0: tensor<6x6x3x3x2x2xf32>, %arg1: tensor<2x12x11x2xf32>) -> tensor<2x12x11x2xf32> {
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg0 : tensor<6x6x3x3x2x2xf32>) outs(%arg1 : tensor<2x12x11x2xf32>) -> tensor<2x12x11x2xf32>
  return %0 : tensor<2x12x11x2xf32>
}

// -----

func.func @pack_no_full_tiles(%input: tensor<256x128xf32>, %output: tensor<8x8x16x33xf32>) -> tensor<8x8x16x33xf32> {
  %0 = linalg.pack %input inner_dims_pos = [1, 0] inner_tiles = [16, 33] into %output : tensor<256x128xf32> -> tensor<8x8x16x33xf32>
  return %0 : tensor<8x8x16x33xf32>
}

// -----

func.func @pack_no_full_tiles_dyn(%input: tensor<256x128xf32>, %output: tensor<10x8x?x?xf32>, %t0: index, %t1: index) -> tensor<10x8x?x?xf32> {
  %0 = linalg.pack %input inner_dims_pos = [1, 0] inner_tiles = [%t0, %t1] into %output : tensor<256x128xf32> -> tensor<10x8x?x?xf32>
  return %0 : tensor<10x8x?x?xf32>
}

// -----

func.func @pack_pad_type(%input: tensor<13x15xf32>, %output: tensor<2x8x8x2xf32>, %pad: i32) -> tensor<2x8x8x2xf32> {
  %0 = linalg.pack %input padding_value(%pad: i32) inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %output : tensor<13x15xf32> -> tensor<2x8x8x2xf32>
  return %0 : tensor<2x8x8x2xf32>
}

// -----

func.func @pack_inner_dims_pos(%input: tensor<256x128xf32>, %output: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  %0 = linalg.pack %input inner_dims_pos = [2, 0] inner_tiles = [2, 2] into %output : tensor<256x128xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @pack_inner_dims_dup(%input: tensor<256x128xf32>, %output: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  %0 = linalg.pack %input inner_dims_pos = [1, 1] inner_tiles = [2, 2] into %output : tensor<256x128xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @pack_outer_perm_dup(%input: tensor<256x128xf32>, %output: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  %0 = linalg.pack %input outer_dims_perm = [1, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %output : tensor<256x128xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @pack_output_rank(%input: tensor<256x128xf32>, %output: tensor<64x32x16xf32>) -> tensor<64x32x16xf32> {
  %0 = linalg.pack %input inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %output : tensor<256x128xf32> -> tensor<64x32x16xf32>
  return %0 : tensor<64x32x16xf32>
}

// -----

func.func @pack_zero_tile(%input: tensor<256x128xf32>, %output: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  %0 = linalg.pack %input inner_dims_pos = [1, 0] inner_tiles = [0, 2] into %output : tensor<256x128xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @pack_tile_mismatch(%input : tensor<?x?xf32>, %output : tensor<?x?x8x8xf32>) -> tensor<?x?x8x8xf32> {
  %0 = linalg.pack %input inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %output : tensor<?x?xf32> -> tensor<?x?x8x8xf32>
  return %0 : tensor<?x?x8x8xf32>
}

// -----

func.func @pack_dyn_tile_static_shape(%input : tensor<?x?xf32>, %output : tensor<?x?x8x8xf32>) -> tensor<?x?x8x8xf32> {
  %c8 = arith.constant 8 : index
  %0 = linalg.pack %input inner_dims_pos = [0, 1] inner_tiles = [8, %c8] into %output : tensor<?x?xf32> -> tensor<?x?x8x8xf32>
  return %0 : tensor<?x?x8x8xf32>
}

// -----

func.func @pack_outer_perm_size(%source: tensor<128x256xf32>, %dest: tensor<16x4x32x16xf32>) -> tensor<16x4x32x16xf32> {
  %0 = linalg.pack %source outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %dest : tensor<128x256xf32> -> tensor<16x4x32x16xf32>
  return %0 : tensor<16x4x32x16xf32>
}

// -----

func.func @pack_artificial_padding(%input: tensor<9xf32>, %output: tensor<3x8xf32>) -> tensor<3x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = linalg.pack %input padding_value(%cst : f32) inner_dims_pos = [0] inner_tiles = [8] into %output : tensor<9xf32> -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}

// -----

func.func @pack_result_shape(%input: tensor<256x128xf32>, %output: tensor<4x16x32x16xf32>) -> tensor<4x16x32x16xf32> {
  %0 = linalg.pack %input inner_dims_pos = [1, 0] inner_tiles = [32, 16] into %output : tensor<256x128xf32> -> tensor<4x16x32x16xf32>
  return %0 : tensor<4x16x32x16xf32>
}

// -----

func.func @pack_too_many_tiles(%input: tensor<256xf32>, %output: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  %0 = linalg.pack %input inner_dims_pos = [0, 0] inner_tiles = [2, 2] into %output : tensor<256xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @pack_tiles_count(%input: tensor<256x128xf32>, %output: tensor<8x8x32x16xf32>) -> tensor<8x8x32x16xf32> {
  %0 = linalg.pack %input inner_dims_pos = [0, 1] inner_tiles = [2] into %output : tensor<256x128xf32> -> tensor<8x8x32x16xf32>
  return %0 : tensor<8x8x32x16xf32>
}

// -----

func.func @unpack_output_rank(%input: tensor<256x128xf32>, %output: tensor<64x32x16xf32>) -> tensor<256x128xf32> {
  %0 = linalg.unpack %output inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %input : tensor<64x32x16xf32> -> tensor<256x128xf32>
  return %0 : tensor<256x128xf32>
}

// -----

func.func @unpack_outer_perm_bound(%input: tensor<256x128xf32>, %output: tensor<8x8x32x16xf32>) -> tensor<256x128xf32> {
  %0 = linalg.unpack %output outer_dims_perm = [2, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %input : tensor<8x8x32x16xf32> -> tensor<256x128xf32>
  return %0 : tensor<256x128xf32>
}

// -----

func.func @unpack_outer_perm_size(%source: tensor<128x256xf32>, %dest: tensor<16x4x32x16xf32>) -> tensor<128x256xf32> {
  %0 = linalg.unpack %dest outer_dims_perm = [1] inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %source : tensor<16x4x32x16xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @unpack_dropped_tiles(%input: tensor<3x8xf32>, %output: tensor<9xf32>) -> tensor<9xf32> {
  %0 = linalg.unpack %input inner_dims_pos = [0] inner_tiles = [8] into %output : tensor<3x8xf32> -> tensor<9xf32>
  return %0 : tensor<9xf32>
}

// -----

func.func @unpack_source_shape(%output: tensor<256x128xf32>, %input: tensor<8x8x4x32xf32>) -> tensor<256x128xf32> {
  %0 = linalg.unpack %input inner_dims_pos = [1, 0] inner_tiles = [4, 32] into %output : tensor<8x8x4x32xf32> -> tensor<256x128xf32>
  return %0 : tensor<256x128xf32>
}

// -----

func.func @unpack_static_tile_dyn_shape(%input : tensor<?x?x?x4xf32>, %output : tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.unpack %input inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %output : tensor<?x?x?x4xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @e2(%a: tensor<4xf32>) {
  "linalg.pack"(%a, %a) <{inner_dims_pos = array<i64: 0, 0, 0>, static_inner_tiles = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @e5(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) {
  "linalg.contract"(%a, %b, %c) <{indexing_maps = [], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x : f32
  }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @e6(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %z : f32
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @e8(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.addf %x, %y : f32
    %2 = arith.mulf %1, %z : f32
    linalg.yield %2 : f32
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @e7(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.mulf %x, %y : f32
    %e = arith.negf %1 : f32
    %2 = arith.addf %e, %z : f32
    linalg.yield %2 : f32
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @e10(%a: tensor<4x4xf32>, %b: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%b : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @e11(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.map ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) (%x: f32, %y: f32) {
    %i = linalg.index 2 : index
    linalg.yield %x : f32
  }
  return %0 : tensor<4x4xf32>
}

// -----

func.func @e13(%s: tensor<2x16x32xf32>, %so: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %4 = linalg.softmax dimension(-1) ins(%s : tensor<2x16x32xf32>) outs(%so : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %4 : tensor<2x16x32xf32>
}

// -----

func.func @e14(%a: tensor<16x32xf32>, %b: tensor<16xf32>) -> tensor<16xf32> {
  %r = linalg.reduce ins(%a : tensor<16x32xf32>) outs(%b : tensor<16xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %i = linalg.index 2 : index
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<16xf32>
}

// -----

func.func @e15(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @fill_no_return(%arg0 : index, %arg1 : index, %arg2 : f32) {
  %0 = tensor.empty(%arg0, %arg1) : tensor<?x?xf32>
  linalg.fill ins(%arg2 : f32) outs(%0 : tensor<?x?xf32>)
  return
}

// -----

func.func @matmul_result_type(%m: memref<?x?xf32>, %t: tensor<?x?xf32>) {
  %res = linalg.matmul ins(%m, %m : memref<?x?xf32>, memref<?x?xf32>) outs(%t : tensor<?x?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @reduce_memref_index(%a: memref<16x32xf32>, %b: memref<16xf32>) {
  linalg.reduce ins(%a : memref<16x32xf32>) outs(%b : memref<16xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s, %s : f32, f32
    }
  return
}

// -----

func.func @transpose_yield(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "linalg.transpose"(%a, %b) <{permutation = array<i64: 1, 0>}> ({
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 2 : index
    linalg.yield %x : f32
  }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @generic_mismatched_num_arguments(%arg0: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} outs(%arg0, %arg0 : memref<f32>, memref<f32>) {
  ^bb(%f: f32):
    linalg.yield %f: f32
  }
  return
}

// -----

func.func @generic_shaped_operand_block_arg_type(%arg0: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%arg0 : memref<f32>) {
  ^bb(%i: i1):
    linalg.yield %i : i1
  }
  return
}

// -----

func.func @generic_result_tensor_type(%arg0: memref<?xf32>, %arg1: tensor<?xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%arg0 : memref<?xf32>) outs(%arg1 : tensor<?xf32>) {
  ^bb(%i: f32, %j: f32):
    linalg.yield %i: f32
  } -> tensor<f32>
  return
}

// -----

func.func @fill_memref_tensor_return(%arg0 : memref<?x?xf32>, %arg1 : f32) -> tensor<?x?xf32> {
  %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : memref<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @fill_value_type(%arg0 : tensor<2x2xf32>, %arg1 : tensor<2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.fill ins(%arg1 : tensor<2xf32>) outs(%arg0 : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @map_binary_wrong_yield_operands(%lhs: tensor<64xf32>, %rhs: tensor<64xf32>, %init: tensor<64xf32>) -> tensor<64xf32> {
  %add = linalg.map ins(%lhs, %rhs : tensor<64xf32>, tensor<64xf32>) outs(%init:tensor<64xf32>)
    (%lhs_elem: f32, %rhs_elem: f32, %out: f32) {
      %0 = arith.addf %lhs_elem, %rhs_elem: f32
      linalg.yield %0, %0: f32, f32
    }
  func.return %add : tensor<64xf32>
}

// -----

func.func @map_no_operands2() {
  "linalg.map"() ({
    ^bb0:
  }) : () -> ()
}

// -----

func.func @transpose_no_operands2() {
  "linalg.transpose"() <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0:
  }) : () -> ()
}

// -----

func.func @mmt4d_dims_mismatch(%A: tensor<16x16x8x1xf32>, %B: tensor<16x16x8x1xf32>, %C_in: tensor<16x16x8x1xf32>) -> tensor<16x16x8x1xf32> {
  %res = linalg.mmt4d ins(%A, %B: tensor<16x16x8x1xf32>, tensor<16x16x8x1xf32>) outs(%C_in: tensor<16x16x8x1xf32>) -> tensor<16x16x8x1xf32>
  return %res : tensor<16x16x8x1xf32>
}

// -----

func.func @matvec_generic_body(%a: memref<4x4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) {
  "linalg.matvec"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.subf %x, %y : f32
    linalg.yield %1 : f32
  }) : (memref<4x4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @conv_generic_body(%a: memref<1x4x4x1xf32>, %b: memref<2x2x1x1xf32>, %c: memref<1x3x3x1xf32>) {
  "linalg.conv_2d_nhwc_hwcf"(%a, %b, %c) <{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x : f32
  }) : (memref<1x4x4x1xf32>, memref<2x2x1x1xf32>, memref<1x3x3x1xf32>) -> ()
  return
}

// -----

func.func @yield_in_softmax(%s: tensor<2x16xf32>) {
  "test.region"() ({
    linalg.yield
  }) : () -> ()
  return
}

// -----

func.func @elementwise_dps(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @reduce_vector_init(%a: tensor<4xf32>, %o: memref<f32>) {
  linalg.reduce ins(%a : tensor<4xf32>) outs(%o : memref<f32>) dimensions = [0]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return
}

// -----

// The region's ops are verified before the structured-op checks.
func.func @opdsl_body_first(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "linalg.add"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = "arith.addi"(%x, %y) : (f32, f32) -> f32
    "linalg.yield"(%s) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// linalg.fill's own checks come before its region's ops.
func.func @fill_value_type_first(%a: f64, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.fill"(%a, %c) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f64, %z: f32):
    %s = "arith.addi"(%z, %z) : (f32, f32) -> f32
    "linalg.yield"(%s) : (f32) -> ()
  }) : (f64, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @fill_interface_first(%a: tensor<2xf64>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.fill"(%a, %c) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f64, %z: f32):
    %s = "arith.addi"(%z, %z) : (f32, f32) -> f32
    "linalg.yield"(%s) : (f32) -> ()
  }) : (tensor<2xf64>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// verifyConvolutionInterface runs before the region's ops.
func.func @conv_one_input(%a: tensor<1x4x4x1xf32>, %b: tensor<3x3x1x1xf32>, %c: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = "linalg.conv_2d_nhwc_hwcf"(%a, %c) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %z: f32):
    %s = "arith.addi"(%z, %z) : (f32, f32) -> f32
    "linalg.yield"(%s) : (f32) -> ()
  }) : (tensor<1x4x4x1xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

// -----

// A zero stride leaves the output image loop out of the input map.
func.func @conv_zero_stride(%a: tensor<1x4x4x1xf32>, %b: tensor<3x3x1x1xf32>, %c: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<0> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%a, %b : tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) outs(%c : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @conv_zero_dilation(%a: tensor<1x4x4x1xf32>, %b: tensor<3x3x1x1xf32>, %c: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<2xi64>, dilations = dense<0> : tensor<2xi64>} ins(%a, %b : tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) outs(%c : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @pooling_zero_stride(%a: tensor<1x9x9x2xf32>, %b: tensor<3x3xf32>, %c: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %0 = linalg.pooling_nhwc_max {strides = dense<0> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%a, %b : tensor<1x9x9x2xf32>, tensor<3x3xf32>) outs(%c : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}
