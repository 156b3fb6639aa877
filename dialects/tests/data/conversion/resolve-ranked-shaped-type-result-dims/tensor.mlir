// rods' cases of the other ops MLIR 22 gives ReifyRankedShapedTypeOpInterface:
// tensor.extract_slice (rank-reducing too), insert_slice, splat, generate,
// concat, bufferization.materialize_in_destination, memref.assume_alignment,
// linalg.transpose, linalg.matmul, linalg.pack and linalg.unpack, and a dim of
// an scf.forall shared output (IterArgsToInitArgs).

func.func @extract_slice(%t: tensor<?x?x?xf32>, %o: index, %s: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[%o, 0, 1] [%s, 1, 4] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x4xf32>
  %1 = tensor.extract_slice %t[0, 0, 0] [1, %s, %o] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x4xf32>
  %d1 = tensor.dim %1, %c1 : tensor<1x?x?xf32>
  %c2 = arith.constant 2 : index
  %d2 = tensor.dim %1, %c2 : tensor<1x?x?xf32>
  return %d0, %d1, %d2 : index, index, index
}

// -----

func.func @insert_slice(%a: tensor<?x4xf32>, %b: tensor<?x?xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.insert_slice %a into %b[0, 0] [%n, 4] [1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @splat_and_generate(%f: f32, %m: index, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.splat %f[%m, %n] : tensor<?x3x?xf32>
  %1 = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  %d0 = tensor.dim %0, %c2 : tensor<?x3x?xf32>
  %d1 = tensor.dim %1, %c0 : tensor<?xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @concat(%a: tensor<?x?xf32>, %b: tensor<3x?xf32>, %c: tensor<?x5xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<?x?xf32>, tensor<3x?xf32>, tensor<?x5xf32>) -> tensor<?x?xf32>
  %1 = tensor.concat dim(1) %a, %a : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  %d2 = tensor.dim %1, %c0 : tensor<?x?xf32>
  %d3 = tensor.dim %1, %c1 : tensor<?x?xf32>
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

// -----

func.func @materialize_and_assume(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>, %m: memref<?x8xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = bufferization.materialize_in_destination %a in %b : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = memref.assume_alignment %m, 64 : memref<?x8xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x4xf32>
  %d1 = memref.dim %1, %c0 : memref<?x8xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @linalg_named(%a: tensor<?x?xf32>, %b: tensor<?x7xf32>, %init: tensor<?x?xf32>, %t: tensor<?x?xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x7xf32>) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = linalg.transpose ins(%a : tensor<?x?xf32>) outs(%t : tensor<?x?xf32>) permutation = [1, 0]
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  %d2 = tensor.dim %1, %c0 : tensor<?x?xf32>
  %d3 = tensor.dim %1, %c1 : tensor<?x?xf32>
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

// -----

func.func @pack_unpack(%s: tensor<?x?xf32>, %d: tensor<?x?x8x2xf32>, %u: tensor<?x?xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %d : tensor<?x?xf32> -> tensor<?x?x8x2xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %u : tensor<?x?x8x2xf32> -> tensor<?x?xf32>
  %d0 = tensor.dim %0, %c1 : tensor<?x?x8x2xf32>
  %d1 = tensor.dim %0, %c2 : tensor<?x?x8x2xf32>
  %d2 = tensor.dim %1, %c0 : tensor<?x?xf32>
  return %d0, %d1, %d2 : index, index, index
}

// -----

func.func @forall_shared_output(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.empty(%n) : tensor<?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%o = %0) -> (tensor<?xf32>) {
    %d = tensor.dim %o, %c0 : tensor<?xf32>
    %e = tensor.empty(%d) : tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[0] [%d] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
