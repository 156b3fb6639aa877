#map = affine_map<() -> (42)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_constant"}> ({
    %0 = "affine.apply"() <{map = #map}> : () -> index
    %1 = "test.reflect_bounds"(%0) : (index) -> index
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1) -> (d0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_add"}> ({
    %0 = "test.with_bounds"() <{smax = 5 : index, smin = 2 : index, umax = 5 : index, umin = 2 : index}> : () -> index
    %1 = "test.with_bounds"() <{smax = 10 : index, smin = 4 : index, umax = 10 : index, umin = 4 : index}> : () -> index
    %2 = "affine.apply"(%0, %1) <{map = #map}> : (index, index) -> index
    %3 = "test.reflect_bounds"(%2) : (index) -> index
    "func.return"(%3) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0)[s0] -> (d0 * s0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_mul"}> ({
    %0 = "test.with_bounds"() <{smax = 5 : index, smin = 2 : index, umax = 5 : index, umin = 2 : index}> : () -> index
    %1 = "test.with_bounds"() <{smax = 6 : index, smin = 6 : index, umax = 6 : index, umin = 6 : index}> : () -> index
    %2 = "affine.apply"(%0, %1) <{map = #map}> : (index, index) -> index
    %3 = "test.reflect_bounds"(%2) : (index) -> index
    "func.return"(%3) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0 floordiv 4)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_floordiv"}> ({
    %0 = "test.with_bounds"() <{smax = 10 : index, smin = 5 : index, umax = 10 : index, umin = 5 : index}> : () -> index
    %1 = "affine.apply"(%0) <{map = #map}> : (index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0 ceildiv 4)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_ceildiv"}> ({
    %0 = "test.with_bounds"() <{smax = 10 : index, smin = 5 : index, umax = 10 : index, umin = 5 : index}> : () -> index
    %1 = "affine.apply"(%0) <{map = #map}> : (index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0 mod 4)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_mod"}> ({
    %0 = "test.with_bounds"() <{smax = 27 : index, smin = 5 : index, umax = 27 : index, umin = 5 : index}> : () -> index
    %1 = "affine.apply"(%0) <{map = #map}> : (index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1) -> (d0 floordiv 2 + d1 mod 4)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_complex"}> ({
    %0 = "test.with_bounds"() <{smax = 20 : index, smin = 10 : index, umax = 20 : index, umin = 10 : index}> : () -> index
    %1 = "test.with_bounds"() <{smax = 7 : index, smin = 3 : index, umax = 7 : index, umin = 3 : index}> : () -> index
    %2 = "affine.apply"(%0, %1) <{map = #map}> : (index, index) -> index
    %3 = "test.reflect_bounds"(%2) : (index) -> index
    "func.return"(%3) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0)[s0] -> (d0 * s0 + s0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_with_symbols"}> ({
    %0 = "test.with_bounds"() <{smax = 5 : index, smin = 2 : index, umax = 5 : index, umin = 2 : index}> : () -> index
    %1 = "test.with_bounds"() <{smax = 4 : index, smin = 3 : index, umax = 4 : index, umin = 3 : index}> : () -> index
    %2 = "affine.apply"(%0, %1) <{map = #map}> : (index, index) -> index
    %3 = "test.reflect_bounds"(%2) : (index) -> index
    "func.return"(%3) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1) -> (d0 - d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_sub"}> ({
    %0 = "test.with_bounds"() <{smax = 5 : index, smin = 2 : index, umax = 5 : index, umin = 2 : index}> : () -> index
    %1 = "test.with_bounds"() <{smax = 10 : index, smin = 4 : index, umax = 10 : index, umin = 4 : index}> : () -> index
    %2 = "affine.apply"(%0, %1) <{map = #map}> : (index, index) -> index
    %3 = "test.reflect_bounds"(%2) : (index) -> index
    "func.return"(%3) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0 * 4)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_mul_constant"}> ({
    %0 = "test.with_bounds"() <{smax = 5 : index, smin = 2 : index, umax = 5 : index, umin = 2 : index}> : () -> index
    %1 = "affine.apply"(%0) <{map = #map}> : (index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0 mod 4)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_mod_small_range"}> ({
    %0 = "test.with_bounds"() <{smax = 6 : index, smin = 5 : index, umax = 6 : index, umin = 5 : index}> : () -> index
    %1 = "affine.apply"(%0) <{map = #map}> : (index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0 mod 10)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_mod_already_in_range"}> ({
    %0 = "test.with_bounds"() <{smax = 7 : index, smin = 5 : index, umax = 7 : index, umin = 5 : index}> : () -> index
    %1 = "affine.apply"(%0) <{map = #map}> : (index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0)[s0] -> (d0 mod s0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_mod_variable_divisor"}> ({
    %0 = "test.with_bounds"() <{smax = 20 : index, smin = 10 : index, umax = 20 : index, umin = 10 : index}> : () -> index
    %1 = "test.with_bounds"() <{smax = 5 : index, smin = 3 : index, umax = 5 : index, umin = 3 : index}> : () -> index
    %2 = "affine.apply"(%0, %1) <{map = #map}> : (index, index) -> index
    %3 = "test.reflect_bounds"(%2) : (index) -> index
    "func.return"(%3) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0 mod 8)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_mod_cross_boundary"}> ({
    %0 = "test.with_bounds"() <{smax = 17 : index, smin = 14 : index, umax = 17 : index, umin = 14 : index}> : () -> index
    %1 = "affine.apply"(%0) <{map = #map}> : (index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0 mod 4)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "affine_apply_mod_negative_dividend"}> ({
    %0 = "test.with_bounds"() <{smax = 2 : index, smin = -2 : index, umax = 2 : index, umin = 0 : index}> : () -> index
    %1 = "affine.apply"(%0) <{map = #map}> : (index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

