// affine ops with declarative formats in their custom forms.
module {
  %i = "test.src"() : () -> index
  %j = "test.src"() : () -> index
  %0:3 = affine.delinearize_index %i into (2, 3, 4) : index, index, index
  %1:2 = affine.delinearize_index %i into (%j, 4) : index, index
  %2 = affine.linearize_index [%i, %j] by (2, 3) : index
  %3 = affine.linearize_index disjoint [%i, %j] by (%j, 3) : index
  %4:2 = affine.delinearize_index %i into (8) : index, index
}
