#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d0)>
module {
  func.func @transfers(%arg0: memref<?x?xf32>, %arg1: tensor<4x8xf32>, %arg2: index, %arg3: f32, %arg4: vector<4xi1>, %arg5: vector<4xf32>, %arg6: vector<8x4xi1>, %arg7: memref<?x?x?xf32>) -> tensor<4x8xf32> {
    %0 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 : memref<?x?xf32>, vector<4xf32>
    %1 = vector.transfer_read %arg0[%arg2, %arg2], %arg3, %arg4 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
    %2 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {permutation_map = #map} : memref<?x?xf32>, vector<4x8xf32>
    %3 = vector.transfer_read %arg0[%arg2, %arg2], %arg3, %arg6 {in_bounds = [false, true], permutation_map = #map} : memref<?x?xf32>, vector<4x8xf32>
    %4 = vector.transfer_read %arg1[%arg2, %arg2], %arg3 : tensor<4x8xf32>, vector<4xf32>
    %5 = vector.transfer_read %arg7[%arg2, %arg2, %arg2], %arg3 {permutation_map = #map1} : memref<?x?x?xf32>, vector<4x8xf32>
    %6 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 : memref<?x?xf32>, vector<f32>
    vector.transfer_write %arg5, %arg0[%arg2, %arg2] : vector<4xf32>, memref<?x?xf32>
    vector.transfer_write %arg5, %arg0[%arg2, %arg2], %arg4 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
    %7 = vector.transfer_write %arg5, %arg1[%arg2, %arg2] : vector<4xf32>, tensor<4x8xf32>
    %8 = vector.transfer_write %2, %arg1[%arg2, %arg2] {permutation_map = #map} : vector<4x8xf32>, tensor<4x8xf32>
    return %8 : tensor<4x8xf32>
  }
  func.func @transfers_more(%arg0: memref<4x?x8xf16>, %arg1: index, %arg2: f16, %arg3: vector<[4]x2xi1>, %arg4: vector<2x[4]xf16>) {
    %0 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %arg2, %arg3 {permutation_map = #map2} : memref<4x?x8xf16>, vector<2x[4]xf16>
    vector.transfer_write %0, %arg0[%arg1, %arg1, %arg1], %arg3 {in_bounds = [true, false], permutation_map = #map2} : vector<2x[4]xf16>, memref<4x?x8xf16>
    %1 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %arg2 {attr = "x", in_bounds = [true, true]} : memref<4x?x8xf16>, vector<1x8xf16>
    vector.transfer_write %arg4, %arg0[%arg1, %arg1, %arg1] : vector<2x[4]xf16>, memref<4x?x8xf16>
    return
  }
}

