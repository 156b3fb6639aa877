"builtin.module"() ({
  "func.func"() <{function_type = (tensor<128x256xf32>, tensor<16x8x8x32xf32>, index, f32, tensor<8x16x8x32xf32>, tensor<16x8x?x32xf32>) -> tensor<128x256xf32>, sym_name = "p"}> ({
  ^bb0(%arg9: tensor<128x256xf32>, %arg10: tensor<16x8x8x32xf32>, %arg11: index, %arg12: f32, %arg13: tensor<8x16x8x32xf32>, %arg14: tensor<16x8x?x32xf32>):
    %4 = "linalg.pack"(%arg9, %arg10) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<128x256xf32>, tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32>
    %5 = "linalg.pack"(%arg9, %arg13, %arg12) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 32>}> {foo} : (tensor<128x256xf32>, tensor<8x16x8x32xf32>, f32) -> tensor<8x16x8x32xf32>
    %6 = "linalg.pack"(%arg9, %arg14, %arg11) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: -9223372036854775808, 32>}> : (tensor<128x256xf32>, tensor<16x8x?x32xf32>, index) -> tensor<16x8x?x32xf32>
    %7 = "linalg.unpack"(%4, %arg9) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<16x8x8x32xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %8 = "linalg.unpack"(%5, %arg9) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<8x16x8x32xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %9 = "linalg.softmax"(%arg9, %arg9) <{dimension = 1 : i64}> : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    "func.return"(%7) : (tensor<128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x16xf16>, memref<2x16xf16>, tensor<?x8xf32>) -> tensor<?x8xf32>, sym_name = "sm"}> ({
  ^bb0(%arg6: memref<2x16xf16>, %arg7: memref<2x16xf16>, %arg8: tensor<?x8xf32>):
    "linalg.softmax"(%arg6, %arg7) <{dimension = 0 : i64}> : (memref<2x16xf16>, memref<2x16xf16>) -> ()
    %3 = "linalg.softmax"(%arg8, %arg8) <{dimension = 1 : i64}> {keep} : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
    "func.return"(%3) : (tensor<?x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>, tensor<2x10x10x5xf32>, tensor<6x6x2x2x2x5xf32>, tensor<6x6x2x2x2x2xf32>, tensor<2x8x8x2xf32>) -> tensor<6x6x5x2xf32>, sym_name = "w"}> ({
  ^bb0(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<6x6x5x2xf32>, %arg2: tensor<2x10x10x5xf32>, %arg3: tensor<6x6x2x2x2x5xf32>, %arg4: tensor<6x6x2x2x2x2xf32>, %arg5: tensor<2x8x8x2xf32>):
    %0 = "linalg.winograd_filter_transform"(%arg0, %arg1) <{fmr = 1 : i32}> : (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
    %1 = "linalg.winograd_input_transform"(%arg2, %arg3) <{fmr = 1 : i32}> : (tensor<2x10x10x5xf32>, tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32>
    %2 = "linalg.winograd_output_transform"(%arg4, %arg5) <{fmr = 1 : i32}> : (tensor<6x6x2x2x2x2xf32>, tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
    "func.return"(%0) : (tensor<6x6x5x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

