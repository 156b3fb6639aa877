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
  ^bb0(%arg3: memref<256xf32>, %arg4: memref<16x16xf32, 2>, %arg5: memref<1xi32, 4>, %arg6: memref<i32>, %arg7: index, %arg8: index):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    "affine.dma_start"(%arg3, %arg7, %arg4, %arg7, %arg5, %2, %arg8) {dst_map = #map, src_map = #map1, tag_map = #map1} : (memref<256xf32>, index, memref<16x16xf32, 2>, index, memref<1xi32, 4>, index, index) -> ()
    "affine.dma_wait"(%arg5, %2, %arg8) {tag_map = #map1} : (memref<1xi32, 4>, index, index) -> ()
    "affine.dma_start"(%arg3, %arg7, %arg8, %arg4, %arg7, %arg5, %arg8, %arg7, %arg8) {dst_map = #map2, src_map = #map3, tag_map = #map4} : (memref<256xf32>, index, index, memref<16x16xf32, 2>, index, memref<1xi32, 4>, index, index, index) -> ()
    "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
    ^bb0(%arg9: index):
      "affine.dma_start"(%arg3, %arg9, %arg4, %arg9, %arg7, %arg6, %arg8) {dst_map = #map5, src_map = #map6, tag_map = #map7} : (memref<256xf32>, index, memref<16x16xf32, 2>, index, index, memref<i32>, index) -> ()
      "affine.dma_wait"(%arg6, %arg8) {tag_map = #map7} : (memref<i32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<10x10xf32>, index, index) -> (), sym_name = "affine_negated_ids"}> ({
  ^bb0(%arg0: memref<10x10xf32>, %arg1: index, %arg2: index):
    %0 = "affine.load"(%arg0, %arg1, %arg2) <{map = #map9}> : (memref<10x10xf32>, index, index) -> f32
    %1 = "affine.load"(%arg0, %arg1, %arg2) <{map = #map10}> : (memref<10x10xf32>, index, index) -> f32
    "affine.store"(%0, %arg0, %arg2, %arg1) <{map = #map11}> : (f32, memref<10x10xf32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

