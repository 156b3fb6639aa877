// rods' own case beside @mismatch_dominance: the blocks after a
// `test.producing_br` differ only in operands defined outside them, which
// become an argument of the merged block that the branch passes
// (`secondOperands` to its first successor, `firstOperands` to its second).

func.func @merge_after_producing_br(%a: i32, %b: i32) -> i32 {
  %0 = "test.producing_br"()[^bb1, ^bb2] {operandSegmentSizes = array<i32: 0, 0>} : () -> i32

^bb1:
  "foo.use"(%a) : (i32) -> ()
  "test.br"()[^bb3] : () -> ()

^bb2:
  "foo.use"(%b) : (i32) -> ()
  "test.br"()[^bb3] : () -> ()

^bb3:
  return %0 : i32
}
