// Upstream's mlir/test/Dialect/MemRef/int-range-inference.mlir (RUN:
// -int-range-optimizations --split-input-file).

func.func @dim_const(%m: memref<3x5xi32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %m, %c0 : memref<3x5xi32>
  return %0 : index
}

// -----

func.func @dim_any_static(%m: memref<3x5xi32>, %x: index) -> index {
  %0 = memref.dim %m, %x : memref<3x5xi32>
  %1 = test.reflect_bounds %0 : index
  return %1 : index
}

// -----

func.func @dim_dynamic(%m: memref<?x5xi32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %m, %c0 : memref<?x5xi32>
  %1 = test.reflect_bounds %0 : index
  return %1 : index
}

// -----

func.func @dim_any_dynamic(%m: memref<?x5xi32>, %x: index) -> index {
  %0 = memref.dim %m, %x : memref<?x5xi32>
  %1 = test.reflect_bounds %0 : index
  return %1 : index
}

// -----

func.func @dim_some_omitting_dynamic(%m: memref<?x3x5xi32>, %x: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = arith.maxsi %x, %c1 : index
  %1 = memref.dim %m, %0 : memref<?x3x5xi32>
  %2 = test.reflect_bounds %1 : index
  return %2 : index
}

// -----

func.func @dim_unranked(%m: memref<*xi32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %m, %c0 : memref<*xi32>
  %1 = test.reflect_bounds %0 : index
  return %1 : index
}

// -----

func.func @dim_any_static_add_overflow(%m: memref<3x5xi32>, %x: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %x : memref<3x5xi32>
  %1 = arith.addi %0, %c1 overflow<nuw> : index
  %2 = test.reflect_bounds %1 : index
  return %2 : index
}
