// A single-iteration scf.for whose iter arg is yielded back unchanged:
// SimplifyTrivialLoops (before the generic patterns) inlines the body and
// the results are the yielded values read after inlining (seeds 725, 1877, 2835).
func.func @f2(%a0: index, %a1: vector<4xi1>) -> vector<4xi1> {
  %v73 = arith.constant -1 : index
  %v86 = arith.constant 0 : index
  %v87 = arith.constant 2 : index
  %v88 = scf.for %v89 = %v73 to %v86 step %v87 iter_args(%v90 = %a1) -> (vector<4xi1>) {
    scf.yield %v90 : vector<4xi1>
  }
  return %v88 : vector<4xi1>
}
