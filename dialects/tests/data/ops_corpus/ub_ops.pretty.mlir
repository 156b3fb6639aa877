module {
  func.func @ub_poison() -> (i32, vector<4xi64>, f32, index) {
    %0 = ub.poison : i32
    %1 = ub.poison : vector<4xi64>
    %2 = ub.poison {tag} : f32
    %3 = ub.poison : index
    %4 = ub.poison : tensor<2x?xf16>
    %5 = ub.poison : memref<4xi8>
    return %0, %1, %2, %3 : i32, vector<4xi64>, f32, index
  }
  func.func @ub_unreachable(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    ub.unreachable
  ^bb2:  // pred: ^bb0
    ub.unreachable {note = "never"}
  }
}

