module {
  %0 = "test.src"() : () -> index
  %1 = "test.src"() : () -> index
  %2:3 = affine.delinearize_index %0 into (2, 3, 4) : index, index, index
  %3:2 = affine.delinearize_index %0 into (%1, 4) : index, index
  %4 = affine.linearize_index [%0, %1] by (2, 3) : index
  %5 = affine.linearize_index disjoint [%0, %1] by (%1, 3) : index
  %6:2 = affine.delinearize_index %0 into (8) : index, index
}

