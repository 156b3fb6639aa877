// Divisions whose divisor is not a constant: upstream's m_IntRangeWithout*
// asks the divisor's defining op for its range (InferIntRangeInterface) with
// operands of any value, so index.sizeof ([32, 64]) and a non-splat dense
// constant without zero make a division speculatable, `ori %y, %c1` does not.
func.func @int_range_divisors(%lb: index, %ub: index, %s: index, %x: index, %y: index,
                              %v: vector<2xi32>, %b: i1) {
  %c1 = arith.constant 1 : index
  %cneg = index.constant -1
  %dense = arith.constant dense<[3, 7]> : vector<2xi32>
  %mixed = arith.constant dense<[0, 7]> : vector<2xi32>
  %negs = arith.constant dense<[-1, -7]> : vector<2xi32>
  %lows = arith.constant dense<[-2, -7]> : vector<2xi32>
  scf.for %i = %lb to %ub step %s {
    %size = index.sizeof
    %q0 = arith.divui %x, %size : index
    %q1 = arith.divsi %x, %size : index
    %q2 = arith.ceildivsi %x, %size : index
    %odd = arith.ori %y, %c1 : index
    %q3 = arith.divui %x, %odd : index
    %q4 = arith.divui %v, %dense : vector<2xi32>
    %q5 = arith.divui %v, %mixed : vector<2xi32>
    %q6 = arith.divsi %v, %negs : vector<2xi32>
    %q7 = arith.divsi %v, %lows : vector<2xi32>
    %q8 = arith.ceildivui %x, %cneg : index
    %q9 = arith.divsi %x, %cneg : index
    %e = arith.extui %b : i1 to i32
    %q10 = arith.divui %e, %e : i32
    "test.use"(%q0, %q1, %q2, %q3, %q4, %q5, %q6, %q7, %q8, %q9, %q10)
        : (index, index, index, index, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, index, index, i32) -> ()
  }
  return
}
