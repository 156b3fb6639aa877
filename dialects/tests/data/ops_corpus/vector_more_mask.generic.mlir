#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xi32>, vector<8xi1>, memref<?xf32>, index, vector<8xf32>, vector<8xf32>, tensor<?xf32>, vector<4x8xf32>, vector<4x8xi1>, vector<4xf32>, vector<8xf32>, vector<4x8x16xi1>, vector<4x16xf32>, vector<16x8xf32>, memref<?x?xf32>, vector<8x4xi1>) -> (i32, vector<8xf32>, tensor<?xf32>), sym_name = "masks"}> ({
  ^bb0(%arg0: vector<8xi32>, %arg1: vector<8xi1>, %arg2: memref<?xf32>, %arg3: index, %arg4: vector<8xf32>, %arg5: vector<8xf32>, %arg6: tensor<?xf32>, %arg7: vector<4x8xf32>, %arg8: vector<4x8xi1>, %arg9: vector<4xf32>, %arg10: vector<8xf32>, %arg11: vector<4x8x16xi1>, %arg12: vector<4x16xf32>, %arg13: vector<16x8xf32>, %arg14: memref<?x?xf32>, %arg15: vector<8x4xi1>):
    %0 = "vector.mask"(%arg1) ({
      %24 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xi32>) -> i32
      "vector.yield"(%24) : (i32) -> ()
    }) : (vector<8xi1>) -> i32
    "vector.mask"(%arg1) ({
      "vector.transfer_write"(%arg4, %arg2, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<8xf32>, memref<?xf32>, index) -> ()
      "vector.yield"() : () -> ()
    }) : (vector<8xi1>) -> ()
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "vector.mask"(%arg1, %arg5) ({
      %23 = "vector.transfer_read"(%arg2, %arg3, %1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<?xf32>, index, f32) -> vector<8xf32>
      "vector.yield"(%23) : (vector<8xf32>) -> ()
    }) : (vector<8xi1>, vector<8xf32>) -> vector<8xf32>
    "vector.mask"(%arg1) ({
      "vector.yield"() : () -> ()
    }) : (vector<8xi1>) -> ()
    %3 = "vector.mask"(%arg1) ({
      "vector.yield"(%arg0) : (vector<8xi32>) -> ()
    }) : (vector<8xi1>) -> vector<8xi32>
    %4 = "vector.mask"(%arg1) ({
      %22 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<8xi32>) -> i32
      "vector.yield"(%22) : (i32) -> ()
    }) : (vector<8xi1>) -> i32
    %5 = "vector.mask"(%arg1) ({
      %21 = "vector.transfer_write"(%arg4, %arg6, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<8xf32>, tensor<?xf32>, index) -> tensor<?xf32>
      "vector.yield"(%21) : (tensor<?xf32>) -> ()
    }) : (vector<8xi1>) -> tensor<?xf32>
    %6 = "vector.mask"(%arg8) ({
      %20 = "vector.multi_reduction"(%arg7, %arg10) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<4x8xf32>, vector<8xf32>) -> vector<8xf32>
      "vector.yield"(%20) : (vector<8xf32>) -> ()
    }) : (vector<4x8xi1>) -> vector<8xf32>
    %7 = "vector.mask"(%arg8) ({
      %19 = "vector.outerproduct"(%arg9, %arg10) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
      "vector.yield"(%19) : (vector<4x8xf32>) -> ()
    }) : (vector<4x8xi1>) -> vector<4x8xf32>
    %8 = "vector.mask"(%arg11) ({
      %18 = "vector.contract"(%arg12, %arg13, %arg7) <{indexing_maps = [#map1, #map2, #map3], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x16xf32>, vector<16x8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
      "vector.yield"(%18) : (vector<4x8xf32>) -> ()
    }) : (vector<4x8x16xi1>) -> vector<4x8xf32>
    %9 = "vector.mask"(%arg15) ({
      %17 = "vector.transfer_read"(%arg14, %arg3, %arg3, %1) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map4}> : (memref<?x?xf32>, index, index, f32) -> vector<4x8xf32>
      "vector.yield"(%17) : (vector<4x8xf32>) -> ()
    }) : (vector<8x4xi1>) -> vector<4x8xf32>
    %10 = "vector.mask"(%arg1) ({
      %16 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xi32>) -> i32
      "vector.yield"(%16) : (i32) -> ()
    }) {tag = "masked", unit} : (vector<8xi1>) -> i32
    %11 = "arith.constant"() <{value = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>}> : () -> vector<8xi32>
    %12 = "vector.mask"(%arg1) ({
      %15 = "vector.gather"(%arg2, %arg3, %11, %arg1, %arg5) : (memref<?xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
      "vector.yield"(%15) : (vector<8xf32>) -> ()
    }) : (vector<8xi1>) -> vector<8xf32>
    %13 = "vector.mask"(%arg1) ({
      %14 = "vector.reduction"(%arg4, %1) <{fastmath = #arith.fastmath<fast>, kind = #vector.kind<maxnumf>}> : (vector<8xf32>, f32) -> f32
      "vector.yield"(%14) : (f32) -> ()
    }) : (vector<8xi1>) -> f32
    "func.return"(%0, %2, %5) : (i32, vector<8xf32>, tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

