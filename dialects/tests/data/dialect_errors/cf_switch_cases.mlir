func.func @switch_not_an_integer(%flag : i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    foo: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_value_too_large(%flag : i128) {
  cf.switch %flag : i128, [
    default: ^bb1,
    170141183460469231731687303715884105727: ^bb1
  ]
^bb1:
  return
}
