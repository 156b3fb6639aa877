"builtin.module"() ({
  %0 = "test.src"() : () -> index
  %1 = "test.src"() : () -> index
  %2:3 = "affine.delinearize_index"(%0) <{static_basis = array<i64: 2, 3, 4>}> : (index) -> (index, index, index)
  %3:2 = "affine.delinearize_index"(%0, %1) <{static_basis = array<i64: -9223372036854775808, 4>}> : (index, index) -> (index, index)
  %4 = "affine.linearize_index"(%0, %1) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 2, 3>}> : (index, index) -> index
  %5 = "affine.linearize_index"(%0, %1, %1) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 3>}> : (index, index, index) -> index
  %6:2 = "affine.delinearize_index"(%0) <{static_basis = array<i64: 8>}> : (index) -> (index, index)
}) : () -> ()

