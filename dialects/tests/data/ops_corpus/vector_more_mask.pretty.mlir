#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @masks(%arg0: vector<8xi32>, %arg1: vector<8xi1>, %arg2: memref<?xf32>, %arg3: index, %arg4: vector<8xf32>, %arg5: vector<8xf32>, %arg6: tensor<?xf32>, %arg7: vector<4x8xf32>, %arg8: vector<4x8xi1>, %arg9: vector<4xf32>, %arg10: vector<8xf32>, %arg11: vector<4x8x16xi1>, %arg12: vector<4x16xf32>, %arg13: vector<16x8xf32>, %arg14: memref<?x?xf32>, %arg15: vector<8x4xi1>) -> (i32, vector<8xf32>, tensor<?xf32>) {
    %0 = vector.mask %arg1 { vector.reduction <add>, %arg0 : vector<8xi32> into i32 } : vector<8xi1> -> i32
    vector.mask %arg1 { vector.transfer_write %arg4, %arg2[%arg3] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = vector.mask %arg1, %arg5 { vector.transfer_read %arg2[%arg3], %cst : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
    vector.mask %arg1 { vector.yield } : vector<8xi1>
    %2 = vector.mask %arg1 { vector.yield %arg0 : vector<8xi32> } : vector<8xi1> -> vector<8xi32>
    %3 = vector.mask %arg1 { vector.reduction <mul>, %arg0 : vector<8xi32> into i32 } : vector<8xi1> -> i32
    %4 = vector.mask %arg1 { vector.transfer_write %arg4, %arg6[%arg3] : vector<8xf32>, tensor<?xf32> } : vector<8xi1> -> tensor<?xf32>
    %5 = vector.mask %arg8 { vector.multi_reduction <add>, %arg7, %arg10 [0] : vector<4x8xf32> to vector<8xf32> } : vector<4x8xi1> -> vector<8xf32>
    %6 = vector.mask %arg8 { vector.outerproduct %arg9, %arg10 : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
    %7 = vector.mask %arg11 { vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg12, %arg13, %arg7 : vector<4x16xf32>, vector<16x8xf32> into vector<4x8xf32> } : vector<4x8x16xi1> -> vector<4x8xf32>
    %8 = vector.mask %arg15 { vector.transfer_read %arg14[%arg3, %arg3], %cst {permutation_map = #map3} : memref<?x?xf32>, vector<4x8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
    %9 = vector.mask %arg1 { vector.reduction <add>, %arg0 : vector<8xi32> into i32 } {tag = "masked", unit} : vector<8xi1> -> i32
    %cst_0 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
    %10 = vector.mask %arg1 { vector.gather %arg2[%arg3] [%cst_0], %arg1, %arg5 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32> } : vector<8xi1> -> vector<8xf32>
    %11 = vector.mask %arg1 { vector.reduction <maxnumf>, %arg4, %cst fastmath<fast> : vector<8xf32> into f32 } : vector<8xi1> -> f32
    return %0, %1, %4 : i32, vector<8xf32>, tensor<?xf32>
  }
}

