// rods' own cases: the vector ops' rules without canonicalization
// (a dynamic extract position, an insert of a vector, a scalable step),
// dims of rank-0-free shapes with index ranges partly out of bounds, and
// affine.apply on expressions and bounds upstream's file does not reach.

func.func @extract_dynamic(%i: index) -> index {
  %0 = test.with_bounds { umin = 5 : index, umax = 6 : index, smin = 5 : index, smax = 6 : index } : vector<4x4xindex>
  %1 = vector.extract %0[%i, 1] : index from vector<4x4xindex>
  %2 = test.reflect_bounds %1 : index
  func.return %2 : index
}

// -----

func.func @insert_vector() -> vector<2x4xi8> {
  %0 = test.with_bounds { umin = 1 : ui8, umax = 2 : ui8, smin = 1 : si8, smax = 2 : si8 } : vector<2x4xi8>
  %1 = test.with_bounds { umin = 10 : ui8, umax = 20 : ui8, smin = 10 : si8, smax = 20 : si8 } : vector<4xi8>
  %2 = vector.insert %1, %0[1] : vector<4xi8> into vector<2x4xi8>
  %3 = test.reflect_bounds %2 : vector<2x4xi8>
  func.return %3 : vector<2x4xi8>
}

// -----

func.func @step_scalable() -> vector<[4]xindex> {
  %0 = vector.step : vector<[4]xindex>
  %1 = test.reflect_bounds %0 : vector<[4]xindex>
  func.return %1 : vector<[4]xindex>
}

// -----

func.func @step_one() -> index {
  %0 = vector.step : vector<1xindex>
  %1 = vector.extract %0[0] : index from vector<1xindex>
  func.return %1 : index
}

// -----

func.func @dim_index_partly_out(%t: tensor<7x?x3xf32>) -> index {
  %0 = test.with_bounds { umin = 2 : index, umax = 9 : index, smin = 2 : index, smax = 9 : index } : index
  %1 = tensor.dim %t, %0 : tensor<7x?x3xf32>
  %2 = test.reflect_bounds %1 : index
  func.return %2 : index
}

// -----

func.func @dim_index_all_out(%m: memref<7x3xf32>) -> index {
  %0 = test.with_bounds { umin = 4 : index, umax = 9 : index, smin = 4 : index, smax = 9 : index } : index
  %1 = memref.dim %m, %0 : memref<7x3xf32>
  %2 = test.reflect_bounds %1 : index
  func.return %2 : index
}

// -----

func.func @dim_negative_index(%m: memref<7x3xf32>) -> index {
  %0 = test.with_bounds { umin = 0 : index, umax = -1 : index, smin = -3 : index, smax = 0 : index } : index
  %1 = memref.dim %m, %0 : memref<7x3xf32>
  %2 = test.reflect_bounds %1 : index
  func.return %2 : index
}

// -----

func.func @apply_nested(%x: index) -> index {
  %d0 = test.with_bounds { umin = 3 : index, umax = 100 : index, smin = 3 : index, smax = 100 : index } : index
  %s0 = test.with_bounds { umin = 0 : index, umax = 7 : index, smin = 0 : index, smax = 7 : index } : index
  %0 = affine.apply affine_map<(d0)[s0] -> ((d0 * 3 - s0) ceildiv s0 + (d0 mod 16) floordiv 3)>(%d0)[%s0]
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @apply_negative_constant_mod() -> index {
  %d0 = test.with_bounds { umin = 0 : index, umax = -1 : index, smin = -20 : index, smax = -17 : index } : index
  %0 = affine.apply affine_map<(d0) -> (d0 mod 8 + d0 floordiv 4)>(%d0)
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @apply_loop(%n: index) {
  affine.for %i = 0 to 10 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    %1 = test.reflect_bounds %0 : index
    "foo.use"(%1) : (index) -> ()
  }
  func.return
}

// -----

// A loop that is no region-branch op: `affine.parallel`'s induction
// variables have no range from its bound maps (every value, as upstream's
// `visitNonControlFlowArguments` gives without loop bounds).
func.func @parallel_ivs(%m: memref<8x16xindex>, %n: index) {
  affine.parallel (%i, %j) = (0, 2) to (8, symbol(%n)) {
    %a = test.reflect_bounds %i : index
    %b = test.reflect_bounds %j : index
    memref.store %a, %m[%a, %b] : memref<8x16xindex>
  }
  return
}

// -----

// Region arguments of an op with no interface for them (every value), and
// `test.with_bounds_region` nested in another region.
func.func @nested_region_args(%x: index) {
  "foo.region"() ({
  ^bb0(%a: index):
    %0 = test.reflect_bounds %a : index
    test.with_bounds_region { umin = 1 : index, umax = 2 : index, smin = 1 : index, smax = 2 : index } %arg0 : index {
      %1 = arith.addi %arg0, %arg0 : index
      %2 = test.reflect_bounds %1 : index
    }
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}
