#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map10 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>, sym_name = "generic_explicit"}> ({
  ^bb0(%arg45: tensor<2x3xf32>, %arg46: tensor<3x4xf32>, %arg47: tensor<2x4xf32>):
    %22 = "linalg.matmul"(%arg45, %arg46, %arg47) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32, %arg50: f32):
      %23 = "arith.mulf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %24 = "arith.addf"(%arg50, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%24) : (f32) -> ()
    }) : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%22) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<5x3xf32>, memref<5x7xf32>, memref<3x7xf32>, memref<5xf32>, memref<2x3x5xf32>, memref<5xf32>, memref<2x3x7xf32>, memref<2x5x7xf32>, memref<3x7xf32>) -> (), sym_name = "user_maps"}> ({
  ^bb0(%arg24: memref<5x3xf32>, %arg25: memref<5x7xf32>, %arg26: memref<3x7xf32>, %arg27: memref<5xf32>, %arg28: memref<2x3x5xf32>, %arg29: memref<5xf32>, %arg30: memref<2x3x7xf32>, %arg31: memref<2x5x7xf32>, %arg32: memref<3x7xf32>):
    "linalg.matmul"(%arg24, %arg25, %arg26) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %20 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %21 = "arith.addf"(%arg44, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%21) : (f32) -> ()
    }) : (memref<5x3xf32>, memref<5x7xf32>, memref<3x7xf32>) -> ()
    "linalg.matmul"(%arg27, %arg25, %arg26) <{indexing_maps = [#map4, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
      %18 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %19 = "arith.addf"(%arg41, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%19) : (f32) -> ()
    }) : (memref<5xf32>, memref<5x7xf32>, memref<3x7xf32>) -> ()
    "linalg.batch_matmul"(%arg28, %arg29, %arg30) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %16 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %17 = "arith.addf"(%arg38, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%17) : (f32) -> ()
    }) : (memref<2x3x5xf32>, memref<5xf32>, memref<2x3x7xf32>) -> ()
    "linalg.batch_reduce_matmul"(%arg28, %arg31, %arg32) <{indexing_maps = [#map5, #map8, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
      %14 = "arith.mulf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %15 = "arith.addf"(%arg35, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%15) : (f32) -> ()
    }) : (memref<2x3x5xf32>, memref<2x5x7xf32>, memref<3x7xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xi64>) -> (tensor<4xf32>, tensor<4x8xi64>), sym_name = "index_and_reduce"}> ({
  ^bb0(%arg18: tensor<4x8xf32>, %arg19: tensor<4xf32>, %arg20: tensor<4x8xi64>):
    %9 = "linalg.reduce"(%arg18, %arg19) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      %13 = "arith.addf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%13) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "linalg.generic"(%arg20) <{indexing_maps = [#map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg21: i64):
      %11 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %12 = "arith.index_cast"(%11) : (index) -> i64
      "linalg.yield"(%12) : (i64) -> ()
    }) : (tensor<4x8xi64>) -> tensor<4x8xi64>
    "func.return"(%9, %10) : (tensor<4xf32>, tensor<4x8xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<13x15xf32>, tensor<2x8x8x2xf32>, f32, tensor<16x4x32x16xf32>, tensor<128x256xf32>, tensor<?x?xf32>, tensor<?x?x8x?xf32>, index) -> (tensor<2x8x8x2xf32>, tensor<16x4x32x16xf32>, tensor<128x256xf32>, tensor<?x?x8x?xf32>), sym_name = "relayout"}> ({
  ^bb0(%arg10: tensor<13x15xf32>, %arg11: tensor<2x8x8x2xf32>, %arg12: f32, %arg13: tensor<16x4x32x16xf32>, %arg14: tensor<128x256xf32>, %arg15: tensor<?x?xf32>, %arg16: tensor<?x?x8x?xf32>, %arg17: index):
    %5 = "linalg.pack"(%arg10, %arg11, %arg12) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_inner_tiles = array<i64: 8, 2>}> : (tensor<13x15xf32>, tensor<2x8x8x2xf32>, f32) -> tensor<2x8x8x2xf32>
    %6 = "linalg.pack"(%arg14, %arg13) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 32, 16>}> : (tensor<128x256xf32>, tensor<16x4x32x16xf32>) -> tensor<16x4x32x16xf32>
    %7 = "linalg.unpack"(%6, %arg14) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 32, 16>}> : (tensor<16x4x32x16xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %8 = "linalg.pack"(%arg15, %arg16, %arg17) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: 8, -9223372036854775808>}> : (tensor<?x?xf32>, tensor<?x?x8x?xf32>, index) -> tensor<?x?x8x?xf32>
    "func.return"(%5, %6, %7, %8) : (tensor<2x8x8x2xf32>, tensor<16x4x32x16xf32>, tensor<128x256xf32>, tensor<?x?x8x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>, tensor<2x14x14x5xf32>, tensor<6x6x3x3x2x5xf32>, tensor<6x6x3x3x2x2xf32>, tensor<2x12x12x2xf32>, tensor<2x3x1x5xf32>, tensor<6x1x5x2xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> (tensor<6x6x5x2xf32>, tensor<6x6x3x3x2x5xf32>, tensor<2x12x12x2xf32>, tensor<6x1x5x2xf32>, tensor<2x16x32xf32>), sym_name = "winograd_softmax"}> ({
  ^bb0(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<6x6x5x2xf32>, %arg2: tensor<2x14x14x5xf32>, %arg3: tensor<6x6x3x3x2x5xf32>, %arg4: tensor<6x6x3x3x2x2xf32>, %arg5: tensor<2x12x12x2xf32>, %arg6: tensor<2x3x1x5xf32>, %arg7: tensor<6x1x5x2xf32>, %arg8: tensor<2x16x32xf32>, %arg9: tensor<2x16x32xf32>):
    %0 = "linalg.winograd_filter_transform"(%arg0, %arg1) <{fmr = 1 : i32}> : (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
    %1 = "linalg.winograd_input_transform"(%arg2, %arg3) <{fmr = 1 : i32}> : (tensor<2x14x14x5xf32>, tensor<6x6x3x3x2x5xf32>) -> tensor<6x6x3x3x2x5xf32>
    %2 = "linalg.winograd_output_transform"(%arg4, %arg5) <{fmr = 1 : i32}> : (tensor<6x6x3x3x2x2xf32>, tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
    %3 = "linalg.winograd_filter_transform"(%arg6, %arg7) <{fmr = 1 : i32}> : (tensor<2x3x1x5xf32>, tensor<6x1x5x2xf32>) -> tensor<6x1x5x2xf32>
    %4 = "linalg.softmax"(%arg8, %arg9) <{dimension = 2 : i64}> : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    "func.return"(%0, %1, %2, %3, %4) : (tensor<6x6x5x2xf32>, tensor<6x6x3x3x2x5xf32>, tensor<2x12x12x2xf32>, tensor<6x1x5x2xf32>, tensor<2x16x32xf32>) -> ()
  }) : () -> ()
}) : () -> ()

