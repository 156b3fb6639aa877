#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>, vector<4xf32>, vector<16xf32>, f32, vector<4x16xf32>) -> (), sym_name = "c"}> ({
  ^bb0(%arg5: vector<4x8xf32>, %arg6: vector<8x16xf32>, %arg7: vector<4x16xf32>, %arg8: vector<4xf32>, %arg9: vector<16xf32>, %arg10: f32, %arg11: vector<4x16xf32>):
    %3 = "vector.contract"(%arg5, %arg6, %arg7) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
    %4 = "vector.contract"(%arg5, %arg6, %arg7) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<maxnumf>}> {tag} : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
    %5 = "vector.outerproduct"(%arg8, %arg9) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<16xf32>) -> vector<4x16xf32>
    %6 = "vector.outerproduct"(%arg8, %arg9, %arg11) <{kind = #vector.kind<mul>}> : (vector<4xf32>, vector<16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
    %7 = "vector.outerproduct"(%arg8, %arg10) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4xf32>
    %8 = "vector.outerproduct"(%arg8, %arg10, %arg8) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32, vector<4xf32>) -> vector<4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<8xi32>, vector<8xi32>, i32, vector<[4]xf16>, vector<[4]xf16>) -> i32, sym_name = "contract_more"}> ({
  ^bb0(%arg0: vector<8xi32>, %arg1: vector<8xi32>, %arg2: i32, %arg3: vector<[4]xf16>, %arg4: vector<[4]xf16>):
    %0 = "vector.contract"(%arg0, %arg1, %arg2) <{indexing_maps = [#map3, #map3, #map4], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<xor>}> : (vector<8xi32>, vector<8xi32>, i32) -> i32
    %1 = "vector.outerproduct"(%arg3, %arg4) <{kind = #vector.kind<add>}> : (vector<[4]xf16>, vector<[4]xf16>) -> vector<[4]x[4]xf16>
    %2 = "vector.outerproduct"(%arg3, %arg4, %1) <{kind = #vector.kind<maximumf>}> : (vector<[4]xf16>, vector<[4]xf16>, vector<[4]x[4]xf16>) -> vector<[4]x[4]xf16>
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

