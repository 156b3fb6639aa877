#loc2 = loc("vector_contract.mlir":5:14)
#loc3 = loc("vector_contract.mlir":5:35)
#loc4 = loc("vector_contract.mlir":5:57)
#loc5 = loc("vector_contract.mlir":5:79)
#loc6 = loc("vector_contract.mlir":5:98)
#loc7 = loc("vector_contract.mlir":5:118)
#loc8 = loc("vector_contract.mlir":5:127)
#loc17 = loc("vector_contract.mlir":15:26)
#loc18 = loc("vector_contract.mlir":15:45)
#loc19 = loc("vector_contract.mlir":15:64)
#loc20 = loc("vector_contract.mlir":15:73)
#loc21 = loc("vector_contract.mlir":15:95)
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>, vector<4xf32>, vector<16xf32>, f32, vector<4x16xf32>) -> (), sym_name = "c"}> ({
  ^bb0(%arg5: vector<4x8xf32> loc("vector_contract.mlir":5:14), %arg6: vector<8x16xf32> loc("vector_contract.mlir":5:35), %arg7: vector<4x16xf32> loc("vector_contract.mlir":5:57), %arg8: vector<4xf32> loc("vector_contract.mlir":5:79), %arg9: vector<16xf32> loc("vector_contract.mlir":5:98), %arg10: f32 loc("vector_contract.mlir":5:118), %arg11: vector<4x16xf32> loc("vector_contract.mlir":5:127)):
    %3 = "vector.contract"(%arg5, %arg6, %arg7) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32> loc(#loc9)
    %4 = "vector.contract"(%arg5, %arg6, %arg7) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<maxnumf>}> {tag} : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32> loc(#loc10)
    %5 = "vector.outerproduct"(%arg8, %arg9) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<16xf32>) -> vector<4x16xf32> loc(#loc11)
    %6 = "vector.outerproduct"(%arg8, %arg9, %arg11) <{kind = #vector.kind<mul>}> : (vector<4xf32>, vector<16xf32>, vector<4x16xf32>) -> vector<4x16xf32> loc(#loc12)
    %7 = "vector.outerproduct"(%arg8, %arg10) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4xf32> loc(#loc13)
    %8 = "vector.outerproduct"(%arg8, %arg10, %arg8) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32, vector<4xf32>) -> vector<4xf32> loc(#loc14)
    "func.return"() : () -> () loc(#loc15)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (vector<8xi32>, vector<8xi32>, i32, vector<[4]xf16>, vector<[4]xf16>) -> i32, sym_name = "contract_more"}> ({
  ^bb0(%arg0: vector<8xi32> loc("vector_contract.mlir":15:26), %arg1: vector<8xi32> loc("vector_contract.mlir":15:45), %arg2: i32 loc("vector_contract.mlir":15:64), %arg3: vector<[4]xf16> loc("vector_contract.mlir":15:73), %arg4: vector<[4]xf16> loc("vector_contract.mlir":15:95)):
    %0 = "vector.contract"(%arg0, %arg1, %arg2) <{indexing_maps = [#map3, #map3, #map4], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<xor>}> : (vector<8xi32>, vector<8xi32>, i32) -> i32 loc(#loc22)
    %1 = "vector.outerproduct"(%arg3, %arg4) <{kind = #vector.kind<add>}> : (vector<[4]xf16>, vector<[4]xf16>) -> vector<[4]x[4]xf16> loc(#loc23)
    %2 = "vector.outerproduct"(%arg3, %arg4, %1) <{kind = #vector.kind<maximumf>}> : (vector<[4]xf16>, vector<[4]xf16>, vector<[4]x[4]xf16>) -> vector<[4]x[4]xf16> loc(#loc24)
    "func.return"(%0) : (i32) -> () loc(#loc25)
  }) : () -> () loc(#loc16)
}) : () -> () loc(#loc)
#loc = loc("vector_contract.mlir":0:0)
#loc1 = loc("vector_contract.mlir":5:1)
#loc9 = loc("vector_contract.mlir":6:8)
#loc10 = loc("vector_contract.mlir":7:8)
#loc11 = loc("vector_contract.mlir":8:8)
#loc12 = loc("vector_contract.mlir":9:8)
#loc13 = loc("vector_contract.mlir":10:8)
#loc14 = loc("vector_contract.mlir":11:8)
#loc15 = loc("vector_contract.mlir":12:3)
#loc16 = loc("vector_contract.mlir":15:1)
#loc22 = loc("vector_contract.mlir":16:8)
#loc23 = loc("vector_contract.mlir":17:8)
#loc24 = loc("vector_contract.mlir":18:8)
#loc25 = loc("vector_contract.mlir":19:3)

