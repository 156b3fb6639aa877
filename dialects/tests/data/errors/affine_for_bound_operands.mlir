// Found by fuzzing (dialect_text): a bound map with a dimension but no
// operands. mlir-opt-22 verifies it, then prints `max #map()`, which does not
// parse back; rods rejects it.
func.func @f() {
  "affine.for"() <{lowerBoundMap = affine_map<(d0) -> (d0 floordiv 2, 3)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
