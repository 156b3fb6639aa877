#map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0, d0)>
#map4 = affine_map<(d0, d1) -> (d0 * 4 + d1)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<() -> (0)>
#map7 = affine_map<() -> (4)>
#map8 = affine_map<(d0) -> (d0 * 2)>
#map9 = affine_map<(d0) -> (d0 floordiv 2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16x16xf32>, memref<64xf32>) -> f32, sym_name = "loads"}> ({
  ^bb0(%arg4: memref<16x16xf32>, %arg5: memref<64xf32>):
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "affine.for"(%3) <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg6: index, %arg7: f32):
      %5 = "affine.for"(%arg7) <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map7}> ({
      ^bb0(%arg8: index, %arg9: f32):
        %6 = "affine.apply"(%arg6, %arg8) <{map = #map}> : (index, index) -> index
        %7 = "affine.apply"(%6) <{map = #map1}> : (index) -> index
        %8 = "affine.load"(%arg4, %7, %arg8) <{map = #map2}> : (memref<16x16xf32>, index, index) -> f32
        %9 = "affine.load"(%arg4, %6) <{map = #map3}> : (memref<16x16xf32>, index) -> f32
        %10 = "arith.constant"() <{value = 3 : index}> : () -> index
        %11 = "affine.apply"(%arg6, %10) <{map = #map4}> : (index, index) -> index
        %12 = "affine.load"(%arg5, %11) <{map = #map5}> : (memref<64xf32>, index) -> f32
        %13 = "arith.addf"(%8, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %14 = "arith.addf"(%13, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %15 = "arith.addf"(%arg9, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.yield"(%15) : (f32) -> ()
      }) : (f32) -> f32
      "affine.yield"(%5) : (f32) -> ()
    }) : (f32) -> f32
    "func.return"(%4) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x8xf32>, memref<8xvector<4xf32>>, f32) -> (), sym_name = "stores"}> ({
  ^bb0(%arg0: memref<8x8xf32>, %arg1: memref<8xvector<4xf32>>, %arg2: f32):
    "affine.for"() <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg3: index):
      %0 = "affine.apply"(%arg3) <{map = #map8}> : (index) -> index
      %1 = "affine.apply"(%0) <{map = #map9}> : (index) -> index
      "affine.store"(%arg2, %arg0, %0, %1) <{map = #map2}> : (f32, memref<8x8xf32>, index, index) -> ()
      %2 = "affine.vector_load"(%arg0, %1, %0) <{map = #map2}> : (memref<8x8xf32>, index, index) -> vector<4xf32>
      "affine.vector_store"(%2, %arg0, %0, %arg3) <{map = #map2}> : (vector<4xf32>, memref<8x8xf32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

