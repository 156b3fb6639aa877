// Upstream's mlir/test/Dialect/Affine/int-range-interface.mlir (RUN:
// --int-range-optimizations), with test.with_bounds' bounds in an attribute
// dictionary (MLIR 22's syntax; upstream's newer file gives them as
// properties) and one case per split.

func.func @affine_apply_constant() -> index {
  %0 = affine.apply affine_map<() -> (42)>()
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_add() -> index {
  %d0 = test.with_bounds {umin = 2 : index, umax = 5 : index, smin = 2 : index, smax = 5 : index} : index
  %d1 = test.with_bounds {umin = 4 : index, umax = 10 : index, smin = 4 : index, smax = 10 : index} : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%d0, %d1)
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_mul() -> index {
  %d0 = test.with_bounds {umin = 2 : index, umax = 5 : index, smin = 2 : index, smax = 5 : index} : index
  %s0 = test.with_bounds {umin = 6 : index, umax = 6 : index, smin = 6 : index, smax = 6 : index} : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%d0)[%s0]
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_floordiv() -> index {
  %d0 = test.with_bounds {umin = 5 : index, umax = 10 : index, smin = 5 : index, smax = 10 : index} : index
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%d0)
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_ceildiv() -> index {
  %d0 = test.with_bounds {umin = 5 : index, umax = 10 : index, smin = 5 : index, smax = 10 : index} : index
  %0 = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%d0)
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_mod() -> index {
  %d0 = test.with_bounds {umin = 5 : index, umax = 27 : index, smin = 5 : index, smax = 27 : index} : index
  %0 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%d0)
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_complex() -> index {
  %d0 = test.with_bounds {umin = 10 : index, umax = 20 : index, smin = 10 : index, smax = 20 : index} : index
  %d1 = test.with_bounds {umin = 3 : index, umax = 7 : index, smin = 3 : index, smax = 7 : index} : index
  // (d0 floordiv 2) + (d1 mod 4) = [5, 10] + [0, 3] = [5, 13]
  %0 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 2 + d1 mod 4)>(%d0, %d1)
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_with_symbols() -> index {
  %d0 = test.with_bounds {umin = 2 : index, umax = 5 : index, smin = 2 : index, smax = 5 : index} : index
  %s0 = test.with_bounds {umin = 3 : index, umax = 4 : index, smin = 3 : index, smax = 4 : index} : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + s0)>(%d0)[%s0]
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_sub() -> index {
  %d0 = test.with_bounds {umin = 2 : index, umax = 5 : index, smin = 2 : index, smax = 5 : index} : index
  %d1 = test.with_bounds {umin = 4 : index, umax = 10 : index, smin = 4 : index, smax = 10 : index} : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%d0, %d1)
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_mul_constant() -> index {
  %d0 = test.with_bounds {umin = 2 : index, umax = 5 : index, smin = 2 : index, smax = 5 : index} : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 4)>(%d0)
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_mod_small_range() -> index {
  %d0 = test.with_bounds {umin = 5 : index, umax = 6 : index, smin = 5 : index, smax = 6 : index} : index
  %0 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%d0)
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_mod_already_in_range() -> index {
  %d0 = test.with_bounds {umin = 5 : index, umax = 7 : index, smin = 5 : index, smax = 7 : index} : index
  %0 = affine.apply affine_map<(d0) -> (d0 mod 10)>(%d0)
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_mod_variable_divisor() -> index {
  %d0 = test.with_bounds {umin = 10 : index, umax = 20 : index, smin = 10 : index, smax = 20 : index} : index
  %s0 = test.with_bounds {umin = 3 : index, umax = 5 : index, smin = 3 : index, smax = 5 : index} : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%d0)[%s0]
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_mod_cross_boundary() -> index {
  %d0 = test.with_bounds {umin = 14 : index, umax = 17 : index, smin = 14 : index, smax = 17 : index} : index
  %0 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%d0)
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}

// -----

func.func @affine_apply_mod_negative_dividend() -> index {
  %d0 = test.with_bounds {umin = 0 : index, umax = 2 : index, smin = -2 : index, smax = 2 : index} : index
  %0 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%d0)
  %1 = test.reflect_bounds %0 : index
  func.return %1 : index
}
