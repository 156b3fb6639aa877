// CASE: cf.switch case values wider than the flag type are truncated to its width (i8, i1)
func.func @switch_truncated(%flag : i8, %b : i1, %w : i128) {
  cf.switch %flag : i8, [
    default: ^bb1,
    300: ^bb1,
    -1: ^bb1
  ]
^bb1:
  cf.switch %b : i1, [
    default: ^bb2,
    3: ^bb2,
    -2: ^bb2
  ]
^bb2:
  cf.br ^bb3
^bb3:
  return
}
