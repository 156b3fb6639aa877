#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1, d2) -> (d2, 0)>
#map3 = affine_map<(d0, d1) -> ()>
#map4 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, tensor<4x8xf32>, index, f32, vector<4xi1>, vector<4xf32>, vector<8x4xi1>, memref<?x?x?xf32>) -> tensor<4x8xf32>, sym_name = "transfers"}> ({
  ^bb0(%arg5: memref<?x?xf32>, %arg6: tensor<4x8xf32>, %arg7: index, %arg8: f32, %arg9: vector<4xi1>, %arg10: vector<4xf32>, %arg11: vector<8x4xi1>, %arg12: memref<?x?x?xf32>):
    %2 = "vector.transfer_read"(%arg5, %arg7, %arg7, %arg8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
    %3 = "vector.transfer_read"(%arg5, %arg7, %arg7, %arg8, %arg9) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
    %4 = "vector.transfer_read"(%arg5, %arg7, %arg7, %arg8) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32) -> vector<4x8xf32>
    %5 = "vector.transfer_read"(%arg5, %arg7, %arg7, %arg8, %arg11) <{in_bounds = [false, true], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32, vector<8x4xi1>) -> vector<4x8xf32>
    %6 = "vector.transfer_read"(%arg6, %arg7, %arg7, %arg8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (tensor<4x8xf32>, index, index, f32) -> vector<4xf32>
    %7 = "vector.transfer_read"(%arg12, %arg7, %arg7, %arg7, %arg8) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 3, 1, 0>, permutation_map = #map2}> : (memref<?x?x?xf32>, index, index, index, f32) -> vector<4x8xf32>
    %8 = "vector.transfer_read"(%arg5, %arg7, %arg7, %arg8) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map3}> : (memref<?x?xf32>, index, index, f32) -> vector<f32>
    "vector.transfer_write"(%arg10, %arg5, %arg7, %arg7) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
    "vector.transfer_write"(%arg10, %arg5, %arg7, %arg7, %arg9) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index, vector<4xi1>) -> ()
    %9 = "vector.transfer_write"(%arg10, %arg6, %arg7, %arg7) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, tensor<4x8xf32>, index, index) -> tensor<4x8xf32>
    %10 = "vector.transfer_write"(%4, %arg6, %arg7, %arg7) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map1}> : (vector<4x8xf32>, tensor<4x8xf32>, index, index) -> tensor<4x8xf32>
    "func.return"(%10) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x?x8xf16>, index, f16, vector<[4]x2xi1>, vector<2x[4]xf16>) -> (), sym_name = "transfers_more"}> ({
  ^bb0(%arg0: memref<4x?x8xf16>, %arg1: index, %arg2: f16, %arg3: vector<[4]x2xi1>, %arg4: vector<2x[4]xf16>):
    %0 = "vector.transfer_read"(%arg0, %arg1, %arg1, %arg1, %arg2, %arg3) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 3, 1, 1>, permutation_map = #map4}> : (memref<4x?x8xf16>, index, index, index, f16, vector<[4]x2xi1>) -> vector<2x[4]xf16>
    "vector.transfer_write"(%0, %arg0, %arg1, %arg1, %arg1, %arg3) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 1, 3, 1>, permutation_map = #map4}> : (vector<2x[4]xf16>, memref<4x?x8xf16>, index, index, index, vector<[4]x2xi1>) -> ()
    %1 = "vector.transfer_read"(%arg0, %arg1, %arg1, %arg1, %arg2) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 3, 1, 0>, permutation_map = #map5}> {attr = "x"} : (memref<4x?x8xf16>, index, index, index, f16) -> vector<1x8xf16>
    "vector.transfer_write"(%arg4, %arg0, %arg1, %arg1, %arg1) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 3, 0>, permutation_map = #map5}> : (vector<2x[4]xf16>, memref<4x?x8xf16>, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

