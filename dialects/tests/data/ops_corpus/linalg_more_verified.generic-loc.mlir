#loc2 = loc("linalg_more_verified.mlir":2:29)
#loc3 = loc("linalg_more_verified.mlir":2:50)
#loc4 = loc("linalg_more_verified.mlir":2:71)
#loc6 = loc("linalg_more_verified.mlir":4:8)
#loc7 = loc("linalg_more_verified.mlir":4:17)
#loc8 = loc("linalg_more_verified.mlir":4:26)
#loc14 = loc("linalg_more_verified.mlir":12:22)
#loc15 = loc("linalg_more_verified.mlir":12:44)
#loc16 = loc("linalg_more_verified.mlir":12:65)
#loc17 = loc("linalg_more_verified.mlir":12:86)
#loc18 = loc("linalg_more_verified.mlir":12:106)
#loc19 = loc("linalg_more_verified.mlir":12:130)
#loc20 = loc("linalg_more_verified.mlir":12:151)
#loc21 = loc("linalg_more_verified.mlir":12:175)
#loc22 = loc("linalg_more_verified.mlir":12:200)
#loc24 = loc(unknown)
#loc30 = loc("linalg_more_verified.mlir":24:29)
#loc31 = loc("linalg_more_verified.mlir":24:51)
#loc32 = loc("linalg_more_verified.mlir":24:73)
#loc34 = loc("linalg_more_verified.mlir":26:6)
#loc35 = loc("linalg_more_verified.mlir":26:15)
#loc39 = loc("linalg_more_verified.mlir":31:8)
#loc45 = loc("linalg_more_verified.mlir":39:21)
#loc46 = loc("linalg_more_verified.mlir":39:46)
#loc47 = loc("linalg_more_verified.mlir":39:73)
#loc48 = loc("linalg_more_verified.mlir":39:84)
#loc49 = loc("linalg_more_verified.mlir":39:113)
#loc50 = loc("linalg_more_verified.mlir":39:138)
#loc51 = loc("linalg_more_verified.mlir":39:161)
#loc52 = loc("linalg_more_verified.mlir":39:187)
#loc59 = loc("linalg_more_verified.mlir":47:29)
#loc60 = loc("linalg_more_verified.mlir":47:54)
#loc61 = loc("linalg_more_verified.mlir":47:80)
#loc62 = loc("linalg_more_verified.mlir":47:108)
#loc63 = loc("linalg_more_verified.mlir":47:138)
#loc64 = loc("linalg_more_verified.mlir":47:167)
#loc65 = loc("linalg_more_verified.mlir":47:195)
#loc66 = loc("linalg_more_verified.mlir":47:221)
#loc67 = loc("linalg_more_verified.mlir":47:248)
#loc68 = loc("linalg_more_verified.mlir":47:273)
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
  ^bb0(%arg45: tensor<2x3xf32> loc("linalg_more_verified.mlir":2:29), %arg46: tensor<3x4xf32> loc("linalg_more_verified.mlir":2:50), %arg47: tensor<2x4xf32> loc("linalg_more_verified.mlir":2:71)):
    %22 = "linalg.matmul"(%arg45, %arg46, %arg47) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f32 loc("linalg_more_verified.mlir":4:8), %arg49: f32 loc("linalg_more_verified.mlir":4:17), %arg50: f32 loc("linalg_more_verified.mlir":4:26)):
      %23 = "arith.mulf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc9)
      %24 = "arith.addf"(%arg50, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc10)
      "linalg.yield"(%24) : (f32) -> () loc(#loc11)
    }) : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc(#loc5)
    "func.return"(%22) : (tensor<2x4xf32>) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<5x3xf32>, memref<5x7xf32>, memref<3x7xf32>, memref<5xf32>, memref<2x3x5xf32>, memref<5xf32>, memref<2x3x7xf32>, memref<2x5x7xf32>, memref<3x7xf32>) -> (), sym_name = "user_maps"}> ({
  ^bb0(%arg24: memref<5x3xf32> loc("linalg_more_verified.mlir":12:22), %arg25: memref<5x7xf32> loc("linalg_more_verified.mlir":12:44), %arg26: memref<3x7xf32> loc("linalg_more_verified.mlir":12:65), %arg27: memref<5xf32> loc("linalg_more_verified.mlir":12:86), %arg28: memref<2x3x5xf32> loc("linalg_more_verified.mlir":12:106), %arg29: memref<5xf32> loc("linalg_more_verified.mlir":12:130), %arg30: memref<2x3x7xf32> loc("linalg_more_verified.mlir":12:151), %arg31: memref<2x5x7xf32> loc("linalg_more_verified.mlir":12:175), %arg32: memref<3x7xf32> loc("linalg_more_verified.mlir":12:200)):
    "linalg.matmul"(%arg24, %arg25, %arg26) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32 loc(unknown), %arg43: f32 loc(unknown), %arg44: f32 loc(unknown)):
      %20 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc24)
      %21 = "arith.addf"(%arg44, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc24)
      "linalg.yield"(%21) : (f32) -> () loc(#loc24)
    }) : (memref<5x3xf32>, memref<5x7xf32>, memref<3x7xf32>) -> () loc(#loc23)
    "linalg.matmul"(%arg27, %arg25, %arg26) <{indexing_maps = [#map4, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32 loc(unknown), %arg40: f32 loc(unknown), %arg41: f32 loc(unknown)):
      %18 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc24)
      %19 = "arith.addf"(%arg41, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc24)
      "linalg.yield"(%19) : (f32) -> () loc(#loc24)
    }) : (memref<5xf32>, memref<5x7xf32>, memref<3x7xf32>) -> () loc(#loc25)
    "linalg.batch_matmul"(%arg28, %arg29, %arg30) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32 loc(unknown), %arg37: f32 loc(unknown), %arg38: f32 loc(unknown)):
      %16 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc24)
      %17 = "arith.addf"(%arg38, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc24)
      "linalg.yield"(%17) : (f32) -> () loc(#loc24)
    }) : (memref<2x3x5xf32>, memref<5xf32>, memref<2x3x7xf32>) -> () loc(#loc26)
    "linalg.batch_reduce_matmul"(%arg28, %arg31, %arg32) <{indexing_maps = [#map5, #map8, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: f32 loc(unknown), %arg34: f32 loc(unknown), %arg35: f32 loc(unknown)):
      %14 = "arith.mulf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc24)
      %15 = "arith.addf"(%arg35, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc24)
      "linalg.yield"(%15) : (f32) -> () loc(#loc24)
    }) : (memref<2x3x5xf32>, memref<2x5x7xf32>, memref<3x7xf32>) -> () loc(#loc27)
    "func.return"() : () -> () loc(#loc28)
  }) : () -> () loc(#loc13)
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xi64>) -> (tensor<4xf32>, tensor<4x8xi64>), sym_name = "index_and_reduce"}> ({
  ^bb0(%arg18: tensor<4x8xf32> loc("linalg_more_verified.mlir":24:29), %arg19: tensor<4xf32> loc("linalg_more_verified.mlir":24:51), %arg20: tensor<4x8xi64> loc("linalg_more_verified.mlir":24:73)):
    %9 = "linalg.reduce"(%arg18, %arg19) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg22: f32 loc("linalg_more_verified.mlir":26:6), %arg23: f32 loc("linalg_more_verified.mlir":26:15)):
      %13 = "arith.addf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc36)
      "linalg.yield"(%13) : (f32) -> () loc(#loc37)
    }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc33)
    %10 = "linalg.generic"(%arg20) <{indexing_maps = [#map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg21: i64 loc("linalg_more_verified.mlir":31:8)):
      %11 = "linalg.index"() <{dim = 1 : i64}> : () -> index loc(#loc40)
      %12 = "arith.index_cast"(%11) : (index) -> i64 loc(#loc41)
      "linalg.yield"(%12) : (i64) -> () loc(#loc42)
    }) : (tensor<4x8xi64>) -> tensor<4x8xi64> loc(#loc38)
    "func.return"(%9, %10) : (tensor<4xf32>, tensor<4x8xi64>) -> () loc(#loc43)
  }) : () -> () loc(#loc29)
  "func.func"() <{function_type = (tensor<13x15xf32>, tensor<2x8x8x2xf32>, f32, tensor<16x4x32x16xf32>, tensor<128x256xf32>, tensor<?x?xf32>, tensor<?x?x8x?xf32>, index) -> (tensor<2x8x8x2xf32>, tensor<16x4x32x16xf32>, tensor<128x256xf32>, tensor<?x?x8x?xf32>), sym_name = "relayout"}> ({
  ^bb0(%arg10: tensor<13x15xf32> loc("linalg_more_verified.mlir":39:21), %arg11: tensor<2x8x8x2xf32> loc("linalg_more_verified.mlir":39:46), %arg12: f32 loc("linalg_more_verified.mlir":39:73), %arg13: tensor<16x4x32x16xf32> loc("linalg_more_verified.mlir":39:84), %arg14: tensor<128x256xf32> loc("linalg_more_verified.mlir":39:113), %arg15: tensor<?x?xf32> loc("linalg_more_verified.mlir":39:138), %arg16: tensor<?x?x8x?xf32> loc("linalg_more_verified.mlir":39:161), %arg17: index loc("linalg_more_verified.mlir":39:187)):
    %5 = "linalg.pack"(%arg10, %arg11, %arg12) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_inner_tiles = array<i64: 8, 2>}> : (tensor<13x15xf32>, tensor<2x8x8x2xf32>, f32) -> tensor<2x8x8x2xf32> loc(#loc53)
    %6 = "linalg.pack"(%arg14, %arg13) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 32, 16>}> : (tensor<128x256xf32>, tensor<16x4x32x16xf32>) -> tensor<16x4x32x16xf32> loc(#loc54)
    %7 = "linalg.unpack"(%6, %arg14) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 32, 16>}> : (tensor<16x4x32x16xf32>, tensor<128x256xf32>) -> tensor<128x256xf32> loc(#loc55)
    %8 = "linalg.pack"(%arg15, %arg16, %arg17) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: 8, -9223372036854775808>}> : (tensor<?x?xf32>, tensor<?x?x8x?xf32>, index) -> tensor<?x?x8x?xf32> loc(#loc56)
    "func.return"(%5, %6, %7, %8) : (tensor<2x8x8x2xf32>, tensor<16x4x32x16xf32>, tensor<128x256xf32>, tensor<?x?x8x?xf32>) -> () loc(#loc57)
  }) : () -> () loc(#loc44)
  "func.func"() <{function_type = (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>, tensor<2x14x14x5xf32>, tensor<6x6x3x3x2x5xf32>, tensor<6x6x3x3x2x2xf32>, tensor<2x12x12x2xf32>, tensor<2x3x1x5xf32>, tensor<6x1x5x2xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> (tensor<6x6x5x2xf32>, tensor<6x6x3x3x2x5xf32>, tensor<2x12x12x2xf32>, tensor<6x1x5x2xf32>, tensor<2x16x32xf32>), sym_name = "winograd_softmax"}> ({
  ^bb0(%arg0: tensor<2x3x3x5xf32> loc("linalg_more_verified.mlir":47:29), %arg1: tensor<6x6x5x2xf32> loc("linalg_more_verified.mlir":47:54), %arg2: tensor<2x14x14x5xf32> loc("linalg_more_verified.mlir":47:80), %arg3: tensor<6x6x3x3x2x5xf32> loc("linalg_more_verified.mlir":47:108), %arg4: tensor<6x6x3x3x2x2xf32> loc("linalg_more_verified.mlir":47:138), %arg5: tensor<2x12x12x2xf32> loc("linalg_more_verified.mlir":47:167), %arg6: tensor<2x3x1x5xf32> loc("linalg_more_verified.mlir":47:195), %arg7: tensor<6x1x5x2xf32> loc("linalg_more_verified.mlir":47:221), %arg8: tensor<2x16x32xf32> loc("linalg_more_verified.mlir":47:248), %arg9: tensor<2x16x32xf32> loc("linalg_more_verified.mlir":47:273)):
    %0 = "linalg.winograd_filter_transform"(%arg0, %arg1) <{fmr = 1 : i32}> : (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> loc(#loc69)
    %1 = "linalg.winograd_input_transform"(%arg2, %arg3) <{fmr = 1 : i32}> : (tensor<2x14x14x5xf32>, tensor<6x6x3x3x2x5xf32>) -> tensor<6x6x3x3x2x5xf32> loc(#loc70)
    %2 = "linalg.winograd_output_transform"(%arg4, %arg5) <{fmr = 1 : i32}> : (tensor<6x6x3x3x2x2xf32>, tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32> loc(#loc71)
    %3 = "linalg.winograd_filter_transform"(%arg6, %arg7) <{fmr = 1 : i32}> : (tensor<2x3x1x5xf32>, tensor<6x1x5x2xf32>) -> tensor<6x1x5x2xf32> loc(#loc72)
    %4 = "linalg.softmax"(%arg8, %arg9) <{dimension = 2 : i64}> : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32> loc(#loc73)
    "func.return"(%0, %1, %2, %3, %4) : (tensor<6x6x5x2xf32>, tensor<6x6x3x3x2x5xf32>, tensor<2x12x12x2xf32>, tensor<6x1x5x2xf32>, tensor<2x16x32xf32>) -> () loc(#loc74)
  }) : () -> () loc(#loc58)
}) : () -> () loc(#loc)
#loc = loc("linalg_more_verified.mlir":0:0)
#loc1 = loc("linalg_more_verified.mlir":2:1)
#loc5 = loc("linalg_more_verified.mlir":3:8)
#loc9 = loc("linalg_more_verified.mlir":5:10)
#loc10 = loc("linalg_more_verified.mlir":6:10)
#loc11 = loc("linalg_more_verified.mlir":7:5)
#loc12 = loc("linalg_more_verified.mlir":9:3)
#loc13 = loc("linalg_more_verified.mlir":12:1)
#loc23 = loc("linalg_more_verified.mlir":13:3)
#loc25 = loc("linalg_more_verified.mlir":15:3)
#loc26 = loc("linalg_more_verified.mlir":17:3)
#loc27 = loc("linalg_more_verified.mlir":19:3)
#loc28 = loc("linalg_more_verified.mlir":21:3)
#loc29 = loc("linalg_more_verified.mlir":24:1)
#loc33 = loc("linalg_more_verified.mlir":25:8)
#loc36 = loc("linalg_more_verified.mlir":27:12)
#loc37 = loc("linalg_more_verified.mlir":28:7)
#loc38 = loc("linalg_more_verified.mlir":30:8)
#loc40 = loc("linalg_more_verified.mlir":32:10)
#loc41 = loc("linalg_more_verified.mlir":33:10)
#loc42 = loc("linalg_more_verified.mlir":34:5)
#loc43 = loc("linalg_more_verified.mlir":36:3)
#loc44 = loc("linalg_more_verified.mlir":39:1)
#loc53 = loc("linalg_more_verified.mlir":40:8)
#loc54 = loc("linalg_more_verified.mlir":41:8)
#loc55 = loc("linalg_more_verified.mlir":42:8)
#loc56 = loc("linalg_more_verified.mlir":43:8)
#loc57 = loc("linalg_more_verified.mlir":44:3)
#loc58 = loc("linalg_more_verified.mlir":47:1)
#loc69 = loc("linalg_more_verified.mlir":48:8)
#loc70 = loc("linalg_more_verified.mlir":49:8)
#loc71 = loc("linalg_more_verified.mlir":50:8)
#loc72 = loc("linalg_more_verified.mlir":51:8)
#loc73 = loc("linalg_more_verified.mlir":52:8)
#loc74 = loc("linalg_more_verified.mlir":53:3)

