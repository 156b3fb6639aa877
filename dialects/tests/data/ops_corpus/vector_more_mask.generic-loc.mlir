#loc2 = loc("vector_more_mask.mlir":6:18)
#loc3 = loc("vector_more_mask.mlir":6:37)
#loc4 = loc("vector_more_mask.mlir":6:55)
#loc5 = loc("vector_more_mask.mlir":6:74)
#loc6 = loc("vector_more_mask.mlir":6:85)
#loc7 = loc("vector_more_mask.mlir":6:104)
#loc8 = loc("vector_more_mask.mlir":6:123)
#loc9 = loc("vector_more_mask.mlir":6:143)
#loc10 = loc("vector_more_mask.mlir":6:164)
#loc11 = loc("vector_more_mask.mlir":6:185)
#loc12 = loc("vector_more_mask.mlir":6:204)
#loc13 = loc("vector_more_mask.mlir":6:223)
#loc14 = loc("vector_more_mask.mlir":6:247)
#loc15 = loc("vector_more_mask.mlir":6:269)
#loc16 = loc("vector_more_mask.mlir":6:291)
#loc17 = loc("vector_more_mask.mlir":6:313)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xi32>, vector<8xi1>, memref<?xf32>, index, vector<8xf32>, vector<8xf32>, tensor<?xf32>, vector<4x8xf32>, vector<4x8xi1>, vector<4xf32>, vector<8xf32>, vector<4x8x16xi1>, vector<4x16xf32>, vector<16x8xf32>, memref<?x?xf32>, vector<8x4xi1>) -> (i32, vector<8xf32>, tensor<?xf32>), sym_name = "masks"}> ({
  ^bb0(%arg0: vector<8xi32> loc("vector_more_mask.mlir":6:18), %arg1: vector<8xi1> loc("vector_more_mask.mlir":6:37), %arg2: memref<?xf32> loc("vector_more_mask.mlir":6:55), %arg3: index loc("vector_more_mask.mlir":6:74), %arg4: vector<8xf32> loc("vector_more_mask.mlir":6:85), %arg5: vector<8xf32> loc("vector_more_mask.mlir":6:104), %arg6: tensor<?xf32> loc("vector_more_mask.mlir":6:123), %arg7: vector<4x8xf32> loc("vector_more_mask.mlir":6:143), %arg8: vector<4x8xi1> loc("vector_more_mask.mlir":6:164), %arg9: vector<4xf32> loc("vector_more_mask.mlir":6:185), %arg10: vector<8xf32> loc("vector_more_mask.mlir":6:204), %arg11: vector<4x8x16xi1> loc("vector_more_mask.mlir":6:223), %arg12: vector<4x16xf32> loc("vector_more_mask.mlir":6:247), %arg13: vector<16x8xf32> loc("vector_more_mask.mlir":6:269), %arg14: memref<?x?xf32> loc("vector_more_mask.mlir":6:291), %arg15: vector<8x4xi1> loc("vector_more_mask.mlir":6:313)):
    %0 = "vector.mask"(%arg1) ({
      %24 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xi32>) -> i32 loc(#loc18)
      "vector.yield"(%24) : (i32) -> () loc(#loc19)
    }) : (vector<8xi1>) -> i32 loc(#loc18)
    "vector.mask"(%arg1) ({
      "vector.transfer_write"(%arg4, %arg2, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<8xf32>, memref<?xf32>, index) -> () loc(#loc20)
      "vector.yield"() : () -> () loc(#loc21)
    }) : (vector<8xi1>) -> () loc(#loc20)
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc22)
    %2 = "vector.mask"(%arg1, %arg5) ({
      %23 = "vector.transfer_read"(%arg2, %arg3, %1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<?xf32>, index, f32) -> vector<8xf32> loc(#loc23)
      "vector.yield"(%23) : (vector<8xf32>) -> () loc(#loc24)
    }) : (vector<8xi1>, vector<8xf32>) -> vector<8xf32> loc(#loc23)
    "vector.mask"(%arg1) ({
      "vector.yield"() : () -> () loc(#loc25)
    }) : (vector<8xi1>) -> () loc(#loc25)
    %3 = "vector.mask"(%arg1) ({
      "vector.yield"(%arg0) : (vector<8xi32>) -> () loc(#loc26)
    }) : (vector<8xi1>) -> vector<8xi32> loc(#loc26)
    %4 = "vector.mask"(%arg1) ({
      %22 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<8xi32>) -> i32 loc(#loc27)
      "vector.yield"(%22) : (i32) -> () loc(#loc28)
    }) : (vector<8xi1>) -> i32 loc(#loc27)
    %5 = "vector.mask"(%arg1) ({
      %21 = "vector.transfer_write"(%arg4, %arg6, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<8xf32>, tensor<?xf32>, index) -> tensor<?xf32> loc(#loc29)
      "vector.yield"(%21) : (tensor<?xf32>) -> () loc(#loc30)
    }) : (vector<8xi1>) -> tensor<?xf32> loc(#loc29)
    %6 = "vector.mask"(%arg8) ({
      %20 = "vector.multi_reduction"(%arg7, %arg10) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<4x8xf32>, vector<8xf32>) -> vector<8xf32> loc(#loc31)
      "vector.yield"(%20) : (vector<8xf32>) -> () loc(#loc32)
    }) : (vector<4x8xi1>) -> vector<8xf32> loc(#loc31)
    %7 = "vector.mask"(%arg8) ({
      %19 = "vector.outerproduct"(%arg9, %arg10) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32> loc(#loc33)
      "vector.yield"(%19) : (vector<4x8xf32>) -> () loc(#loc34)
    }) : (vector<4x8xi1>) -> vector<4x8xf32> loc(#loc33)
    %8 = "vector.mask"(%arg11) ({
      %18 = "vector.contract"(%arg12, %arg13, %arg7) <{indexing_maps = [#map1, #map2, #map3], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x16xf32>, vector<16x8xf32>, vector<4x8xf32>) -> vector<4x8xf32> loc(#loc35)
      "vector.yield"(%18) : (vector<4x8xf32>) -> () loc(#loc36)
    }) : (vector<4x8x16xi1>) -> vector<4x8xf32> loc(#loc35)
    %9 = "vector.mask"(%arg15) ({
      %17 = "vector.transfer_read"(%arg14, %arg3, %arg3, %1) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map4}> : (memref<?x?xf32>, index, index, f32) -> vector<4x8xf32> loc(#loc37)
      "vector.yield"(%17) : (vector<4x8xf32>) -> () loc(#loc38)
    }) : (vector<8x4xi1>) -> vector<4x8xf32> loc(#loc37)
    %10 = "vector.mask"(%arg1) ({
      %16 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xi32>) -> i32 loc(#loc40)
      "vector.yield"(%16) : (i32) -> () loc(#loc41)
    }) {tag = "masked", unit} : (vector<8xi1>) -> i32 loc(#loc39)
    %11 = "arith.constant"() <{value = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>}> : () -> vector<8xi32> loc(#loc42)
    %12 = "vector.mask"(%arg1) ({
      %15 = "vector.gather"(%arg2, %arg3, %11, %arg1, %arg5) : (memref<?xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32> loc(#loc44)
      "vector.yield"(%15) : (vector<8xf32>) -> () loc(#loc45)
    }) : (vector<8xi1>) -> vector<8xf32> loc(#loc43)
    %13 = "vector.mask"(%arg1) ({
      %14 = "vector.reduction"(%arg4, %1) <{fastmath = #arith.fastmath<fast>, kind = #vector.kind<maxnumf>}> : (vector<8xf32>, f32) -> f32 loc(#loc46)
      "vector.yield"(%14) : (f32) -> () loc(#loc47)
    }) : (vector<8xi1>) -> f32 loc(#loc46)
    "func.return"(%0, %2, %5) : (i32, vector<8xf32>, tensor<?xf32>) -> () loc(#loc48)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("vector_more_mask.mlir":0:0)
#loc1 = loc("vector_more_mask.mlir":6:1)
#loc18 = loc("mask1")
#loc19 = loc("vector_more_mask.mlir":7:8)
#loc20 = loc("mask2")
#loc21 = loc("vector_more_mask.mlir":8:3)
#loc22 = loc("vector_more_mask.mlir":9:8)
#loc23 = loc("mask3")
#loc24 = loc("vector_more_mask.mlir":10:8)
#loc25 = loc("vector_more_mask.mlir":11:3)
#loc26 = loc("mask5")
#loc27 = loc("explicit")
#loc28 = loc("vector_more_mask.mlir":15:5)
#loc29 = loc("mask6")
#loc30 = loc("vector_more_mask.mlir":17:8)
#loc31 = loc("mask7")
#loc32 = loc("vector_more_mask.mlir":18:8)
#loc33 = loc("mask8")
#loc34 = loc("vector_more_mask.mlir":19:8)
#loc35 = loc("mask9")
#loc36 = loc("vector_more_mask.mlir":20:8)
#loc37 = loc("mask10")
#loc38 = loc("vector_more_mask.mlir":21:8)
#loc39 = loc("mask11")
#loc40 = loc("inner11")
#loc41 = loc("vector_more_mask.mlir":22:8)
#loc42 = loc("vector_more_mask.mlir":23:9)
#loc43 = loc("mask12")
#loc44 = loc("inner.c":3:4)
#loc45 = loc("vector_more_mask.mlir":24:9)
#loc46 = loc("mask13")
#loc47 = loc("vector_more_mask.mlir":25:9)
#loc48 = loc("vector_more_mask.mlir":26:3)

