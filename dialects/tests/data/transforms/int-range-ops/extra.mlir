"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "extract_dynamic"}> ({
  ^bb0(%arg0: index):
    %0 = "test.with_bounds"() <{smax = 6 : index, smin = 5 : index, umax = 6 : index, umin = 5 : index}> : () -> vector<4x4xindex>
    %1 = "vector.extract"(%0, %arg0) <{static_position = array<i64: -9223372036854775808, 1>}> : (vector<4x4xindex>, index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> vector<2x4xi8>, sym_name = "insert_vector"}> ({
    %0 = "test.with_bounds"() <{smax = 2 : si8, smin = 1 : si8, umax = 2 : ui8, umin = 1 : ui8}> : () -> vector<2x4xi8>
    %1 = "test.with_bounds"() <{smax = 20 : si8, smin = 10 : si8, umax = 20 : ui8, umin = 10 : ui8}> : () -> vector<4xi8>
    %2 = "vector.insert"(%1, %0) <{static_position = array<i64: 1>}> : (vector<4xi8>, vector<2x4xi8>) -> vector<2x4xi8>
    %3 = "test.reflect_bounds"(%2) : (vector<2x4xi8>) -> vector<2x4xi8>
    "func.return"(%3) : (vector<2x4xi8>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> vector<[4]xindex>, sym_name = "step_scalable"}> ({
    %0 = "vector.step"() : () -> vector<[4]xindex>
    %1 = "test.reflect_bounds"(%0) : (vector<[4]xindex>) -> vector<[4]xindex>
    "func.return"(%1) : (vector<[4]xindex>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "step_one"}> ({
    %0 = "vector.step"() : () -> vector<1xindex>
    %1 = "vector.extract"(%0) <{static_position = array<i64: 0>}> : (vector<1xindex>) -> index
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<7x?x3xf32>) -> index, sym_name = "dim_index_partly_out"}> ({
  ^bb0(%arg0: tensor<7x?x3xf32>):
    %0 = "test.with_bounds"() <{smax = 9 : index, smin = 2 : index, umax = 9 : index, umin = 2 : index}> : () -> index
    %1 = "tensor.dim"(%arg0, %0) : (tensor<7x?x3xf32>, index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<7x3xf32>) -> index, sym_name = "dim_index_all_out"}> ({
  ^bb0(%arg0: memref<7x3xf32>):
    %0 = "test.with_bounds"() <{smax = 9 : index, smin = 4 : index, umax = 9 : index, umin = 4 : index}> : () -> index
    %1 = "memref.dim"(%arg0, %0) : (memref<7x3xf32>, index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<7x3xf32>) -> index, sym_name = "dim_negative_index"}> ({
  ^bb0(%arg0: memref<7x3xf32>):
    %0 = "test.with_bounds"() <{smax = 0 : index, smin = -3 : index, umax = -1 : index, umin = 0 : index}> : () -> index
    %1 = "memref.dim"(%arg0, %0) : (memref<7x3xf32>, index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0)[s0] -> ((d0 * 3 - s0) ceildiv s0 + (d0 mod 16) floordiv 3)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "apply_nested"}> ({
  ^bb0(%arg0: index):
    %0 = "test.with_bounds"() <{smax = 100 : index, smin = 3 : index, umax = 100 : index, umin = 3 : index}> : () -> index
    %1 = "test.with_bounds"() <{smax = 7 : index, smin = 0 : index, umax = 7 : index, umin = 0 : index}> : () -> index
    %2 = "affine.apply"(%0, %1) <{map = #map}> : (index, index) -> index
    %3 = "test.reflect_bounds"(%2) : (index) -> index
    "func.return"(%3) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0 mod 8 + d0 floordiv 4)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "apply_negative_constant_mod"}> ({
    %0 = "test.with_bounds"() <{smax = -17 : index, smin = -20 : index, umax = -1 : index, umin = 0 : index}> : () -> index
    %1 = "affine.apply"(%0) <{map = #map}> : (index) -> index
    %2 = "test.reflect_bounds"(%1) : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0 * 2 + 1)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "apply_loop"}> ({
  ^bb0(%arg0: index):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg1: index):
      %0 = "affine.apply"(%arg1) <{map = #map}> : (index) -> index
      %1 = "test.reflect_bounds"(%0) : (index) -> index
      "foo.use"(%1) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<() -> (0, 2)>
#map1 = affine_map<()[s0] -> (8, s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x16xindex>, index) -> (), sym_name = "parallel_ivs"}> ({
  ^bb0(%arg0: memref<8x16xindex>, %arg1: index):
    "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map1}> ({
    ^bb0(%arg2: index, %arg3: index):
      %0 = "test.reflect_bounds"(%arg2) : (index) -> index
      %1 = "test.reflect_bounds"(%arg3) : (index) -> index
      "memref.store"(%0, %arg0, %0, %1) : (index, memref<8x16xindex>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "nested_region_args"}> ({
  ^bb0(%arg0: index):
    "foo.region"() ({
    ^bb0(%arg1: index):
      %0 = "test.reflect_bounds"(%arg1) : (index) -> index
      "test.with_bounds_region"() <{smax = 2 : index, smin = 1 : index, umax = 2 : index, umin = 1 : index}> ({
      ^bb0(%arg2: index):
        %1 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %2 = "test.reflect_bounds"(%1) : (index) -> index
      }) : () -> ()
      "foo.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

