module {
  func.func @switch_truncated(%arg0: i8, %arg1: i1, %arg2: i128) {
    cf.switch %arg0 : i8, [
      default: ^bb1,
      44: ^bb1,
      255: ^bb1
    ]
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
    cf.switch %arg1 : i1, [
      default: ^bb2,
      1: ^bb2,
      0: ^bb2
    ]
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    return
  }
}

