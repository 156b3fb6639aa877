#loc2 = loc("upstream_affine.mlir":2:23)
#loc3 = loc("upstream_affine.mlir":2:44)
#loc4 = loc("upstream_affine.mlir":2:70)
#loc5 = loc("upstream_affine.mlir":2:94)
#loc6 = loc("upstream_affine.mlir":2:112)
#loc7 = loc("upstream_affine.mlir":2:123)
#loc13 = loc("upstream_affine.mlir":7:14)
#loc18 = loc("upstream_affine.mlir":13:31)
#loc19 = loc("upstream_affine.mlir":13:54)
#loc20 = loc("upstream_affine.mlir":13:65)
#map = affine_map<(d0) -> (d0, d0)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> (d0 floordiv 2, 3)>
#map3 = affine_map<(d0)[s0] -> (d0 + s0)>
#map4 = affine_map<() -> (0)>
#map5 = affine_map<(d0)[s0] -> (d0 mod 4, s0)>
#map6 = affine_map<(d0) -> (d0 * 2 + 1)>
#map7 = affine_map<() -> ()>
#map8 = affine_map<() -> (10)>
#map9 = affine_map<(d0, d1) -> (-d0 + d1 * 2, d1 * -3 - 1)>
#map10 = affine_map<(d0, d1) -> (d0, d1 * -2)>
#map11 = affine_map<(d0)[s0] -> (-s0 - 3, (-d0) floordiv 2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<256xf32>, memref<16x16xf32, 2>, memref<1xi32, 4>, memref<i32>, index, index) -> (), sym_name = "affine_dma"}> ({
  ^bb0(%arg3: memref<256xf32> loc("upstream_affine.mlir":2:23), %arg4: memref<16x16xf32, 2> loc("upstream_affine.mlir":2:44), %arg5: memref<1xi32, 4> loc("upstream_affine.mlir":2:70), %arg6: memref<i32> loc("upstream_affine.mlir":2:94), %arg7: index loc("upstream_affine.mlir":2:112), %arg8: index loc("upstream_affine.mlir":2:123)):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc8)
    "affine.dma_start"(%arg3, %arg7, %arg4, %arg7, %arg5, %2, %arg8) {dst_map = #map, src_map = #map1, tag_map = #map1} : (memref<256xf32>, index, memref<16x16xf32, 2>, index, memref<1xi32, 4>, index, index) -> () loc(#loc9)
    "affine.dma_wait"(%arg5, %2, %arg8) {tag_map = #map1} : (memref<1xi32, 4>, index, index) -> () loc(#loc10)
    "affine.dma_start"(%arg3, %arg7, %arg8, %arg4, %arg7, %arg5, %arg8, %arg7, %arg8) {dst_map = #map2, src_map = #map3, tag_map = #map4} : (memref<256xf32>, index, index, memref<16x16xf32, 2>, index, memref<1xi32, 4>, index, index, index) -> () loc(#loc11)
    "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
    ^bb0(%arg9: index loc("upstream_affine.mlir":7:14)):
      "affine.dma_start"(%arg3, %arg9, %arg4, %arg9, %arg7, %arg6, %arg8) {dst_map = #map5, src_map = #map6, tag_map = #map7} : (memref<256xf32>, index, memref<16x16xf32, 2>, index, index, memref<i32>, index) -> () loc(#loc14)
      "affine.dma_wait"(%arg6, %arg8) {tag_map = #map7} : (memref<i32>, index) -> () loc(#loc15)
      "affine.yield"() : () -> () loc(#loc12)
    }) : () -> () loc(#loc12)
    "func.return"() : () -> () loc(#loc16)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<10x10xf32>, index, index) -> (), sym_name = "affine_negated_ids"}> ({
  ^bb0(%arg0: memref<10x10xf32> loc("upstream_affine.mlir":13:31), %arg1: index loc("upstream_affine.mlir":13:54), %arg2: index loc("upstream_affine.mlir":13:65)):
    %0 = "affine.load"(%arg0, %arg1, %arg2) <{map = #map9}> : (memref<10x10xf32>, index, index) -> f32 loc(#loc21)
    %1 = "affine.load"(%arg0, %arg1, %arg2) <{map = #map10}> : (memref<10x10xf32>, index, index) -> f32 loc(#loc22)
    "affine.store"(%0, %arg0, %arg2, %arg1) <{map = #map11}> : (f32, memref<10x10xf32>, index, index) -> () loc(#loc23)
    "func.return"() : () -> () loc(#loc24)
  }) : () -> () loc(#loc17)
}) : () -> () loc(#loc)
#loc = loc("upstream_affine.mlir":0:0)
#loc1 = loc("upstream_affine.mlir":2:1)
#loc8 = loc("upstream_affine.mlir":3:9)
#loc9 = loc("upstream_affine.mlir":4:3)
#loc10 = loc("upstream_affine.mlir":5:3)
#loc11 = loc("upstream_affine.mlir":6:3)
#loc12 = loc("upstream_affine.mlir":7:3)
#loc14 = loc("upstream_affine.mlir":8:5)
#loc15 = loc("upstream_affine.mlir":9:5)
#loc16 = loc("upstream_affine.mlir":11:3)
#loc17 = loc("upstream_affine.mlir":13:1)
#loc21 = loc("upstream_affine.mlir":14:8)
#loc22 = loc("upstream_affine.mlir":15:8)
#loc23 = loc("upstream_affine.mlir":16:3)
#loc24 = loc("upstream_affine.mlir":17:3)

