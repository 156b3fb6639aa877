// CASE: ub.poison with the default and explicit #ub.poison value on scalar, vector, tensor and index types; ub.unreachable as a block terminator
func.func @ub_poison() -> (i32, vector<4xi64>, f32, index) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : vector<4xi64>
  %2 = ub.poison {tag} : f32
  %3 = ub.poison : index
  %4 = ub.poison : tensor<2x?xf16>
  %5 = ub.poison : memref<4xi8>
  return %0, %1, %2, %3 : i32, vector<4xi64>, f32, index
}

func.func @ub_unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  ub.unreachable {note = "never"}
}
