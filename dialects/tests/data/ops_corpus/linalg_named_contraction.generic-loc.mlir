#loc2 = loc("linalg_named_contraction.mlir":2:16)
#loc3 = loc("linalg_named_contraction.mlir":2:37)
#loc4 = loc("linalg_named_contraction.mlir":2:56)
#loc5 = loc("linalg_named_contraction.mlir":2:75)
#loc6 = loc("linalg_named_contraction.mlir":2:95)
#loc7 = loc("linalg_named_contraction.mlir":2:115)
#loc8 = loc("linalg_named_contraction.mlir":3:16)
#loc9 = loc("linalg_named_contraction.mlir":3:39)
#loc10 = loc("linalg_named_contraction.mlir":3:60)
#loc11 = loc("linalg_named_contraction.mlir":3:82)
#loc12 = loc("linalg_named_contraction.mlir":3:104)
#loc14 = loc(unknown)
#loc21 = loc("linalg_named_contraction.mlir":12:18)
#loc22 = loc("linalg_named_contraction.mlir":12:44)
#loc23 = loc("linalg_named_contraction.mlir":12:70)
#loc24 = loc("linalg_named_contraction.mlir":13:18)
#loc25 = loc("linalg_named_contraction.mlir":13:45)
#loc26 = loc("linalg_named_contraction.mlir":13:72)
#loc31 = loc("linalg_named_contraction.mlir":19:22)
#loc32 = loc("linalg_named_contraction.mlir":19:42)
#loc33 = loc("linalg_named_contraction.mlir":19:62)
#loc34 = loc("linalg_named_contraction.mlir":19:83)
#loc35 = loc("linalg_named_contraction.mlir":19:93)
#loc36 = loc("linalg_named_contraction.mlir":20:22)
#loc37 = loc("linalg_named_contraction.mlir":20:45)
#loc38 = loc("linalg_named_contraction.mlir":20:68)
#loc44 = loc("linalg_named_contraction.mlir":27:16)
#loc45 = loc("linalg_named_contraction.mlir":27:27)
#loc46 = loc("linalg_named_contraction.mlir":27:38)
#loc47 = loc("linalg_named_contraction.mlir":27:50)
#loc48 = loc("linalg_named_contraction.mlir":27:73)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0) -> ()>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
#map16 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map17 = affine_map<(d0, d1, d2) -> ()>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map20 = affine_map<(d0, d1, d2, d3) -> ()>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map22 = affine_map<(d0, d1) -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<2x4x8xi8>, tensor<2x8xi8>, tensor<2x4xi32>, tensor<2x4xi8>, tensor<2x8xi32>) -> tensor<4xf32>, sym_name = "vec"}> ({
  ^bb0(%arg48: tensor<4x8xf32> loc("linalg_named_contraction.mlir":2:16), %arg49: tensor<8xf32> loc("linalg_named_contraction.mlir":2:37), %arg50: tensor<4xf32> loc("linalg_named_contraction.mlir":2:56), %arg51: tensor<4xf32> loc("linalg_named_contraction.mlir":2:75), %arg52: tensor<8xf32> loc("linalg_named_contraction.mlir":2:95), %arg53: tensor<f32> loc("linalg_named_contraction.mlir":2:115), %arg54: tensor<2x4x8xi8> loc("linalg_named_contraction.mlir":3:16), %arg55: tensor<2x8xi8> loc("linalg_named_contraction.mlir":3:39), %arg56: tensor<2x4xi32> loc("linalg_named_contraction.mlir":3:60), %arg57: tensor<2x4xi8> loc("linalg_named_contraction.mlir":3:82), %arg58: tensor<2x8xi32> loc("linalg_named_contraction.mlir":3:104)):
    %87 = "linalg.matvec"(%arg48, %arg49, %arg50) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg71: f32 loc(unknown), %arg72: f32 loc(unknown), %arg73: f32 loc(unknown)):
      %104 = "arith.mulf"(%arg71, %arg72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc14)
      %105 = "arith.addf"(%arg73, %104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc14)
      "linalg.yield"(%105) : (f32) -> () loc(#loc14)
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc13)
    %88 = "linalg.vecmat"(%arg51, %arg48, %arg52) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: f32 loc(unknown), %arg69: f32 loc(unknown), %arg70: f32 loc(unknown)):
      %102 = "arith.mulf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc14)
      %103 = "arith.addf"(%arg70, %102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc14)
      "linalg.yield"(%103) : (f32) -> () loc(#loc14)
    }) {linalg.memoized_indexing_maps = [#map1, #map3, #map2]} : (tensor<4xf32>, tensor<4x8xf32>, tensor<8xf32>) -> tensor<8xf32> loc(#loc15)
    %89 = "linalg.dot"(%arg49, %arg49, %arg53) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg65: f32 loc(unknown), %arg66: f32 loc(unknown), %arg67: f32 loc(unknown)):
      %100 = "arith.mulf"(%arg65, %arg66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc14)
      %101 = "arith.addf"(%arg67, %100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc14)
      "linalg.yield"(%101) : (f32) -> () loc(#loc14)
    }) {linalg.memoized_indexing_maps = [#map4, #map4, #map5]} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<f32> loc(#loc16)
    %90 = "linalg.batch_matvec"(%arg54, %arg55, %arg56) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg62: i8 loc(unknown), %arg63: i8 loc(unknown), %arg64: i32 loc(unknown)):
      %96 = "arith.extsi"(%arg62) : (i8) -> i32 loc(#loc14)
      %97 = "arith.extsi"(%arg63) : (i8) -> i32 loc(#loc14)
      %98 = "arith.muli"(%96, %97) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %99 = "arith.addi"(%arg64, %98) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      "linalg.yield"(%99) : (i32) -> () loc(#loc14)
    }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (tensor<2x4x8xi8>, tensor<2x8xi8>, tensor<2x4xi32>) -> tensor<2x4xi32> loc(#loc17)
    %91 = "linalg.batch_vecmat"(%arg57, %arg54, %arg58) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: i8 loc(unknown), %arg60: i8 loc(unknown), %arg61: i32 loc(unknown)):
      %92 = "arith.extsi"(%arg59) : (i8) -> i32 loc(#loc14)
      %93 = "arith.extsi"(%arg60) : (i8) -> i32 loc(#loc14)
      %94 = "arith.muli"(%92, %93) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %95 = "arith.addi"(%arg61, %94) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      "linalg.yield"(%95) : (i32) -> () loc(#loc14)
    }) {linalg.memoized_indexing_maps = [#map7, #map9, #map8]} : (tensor<2x4xi8>, tensor<2x4x8xi8>, tensor<2x8xi32>) -> tensor<2x8xi32> loc(#loc18)
    "func.return"(%87) : (tensor<4xf32>) -> () loc(#loc19)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<2x3x4x5xbf16>, memref<6x3x7x5xbf16>, memref<2x6x4x7xf32>, memref<8x2x3x4x5xi8>, memref<8x6x3x7x5xi8>, memref<8x2x6x4x7xi32>) -> (), sym_name = "mmt4d"}> ({
  ^bb0(%arg36: memref<2x3x4x5xbf16> loc("linalg_named_contraction.mlir":12:18), %arg37: memref<6x3x7x5xbf16> loc("linalg_named_contraction.mlir":12:44), %arg38: memref<2x6x4x7xf32> loc("linalg_named_contraction.mlir":12:70), %arg39: memref<8x2x3x4x5xi8> loc("linalg_named_contraction.mlir":13:18), %arg40: memref<8x6x3x7x5xi8> loc("linalg_named_contraction.mlir":13:45), %arg41: memref<8x2x6x4x7xi32> loc("linalg_named_contraction.mlir":13:72)):
    "linalg.mmt4d"(%arg36, %arg37, %arg38) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: bf16 loc(unknown), %arg46: bf16 loc(unknown), %arg47: f32 loc(unknown)):
      %83 = "arith.extf"(%arg45) : (bf16) -> f32 loc(#loc14)
      %84 = "arith.extf"(%arg46) : (bf16) -> f32 loc(#loc14)
      %85 = "arith.mulf"(%83, %84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc14)
      %86 = "arith.addf"(%arg47, %85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc14)
      "linalg.yield"(%86) : (f32) -> () loc(#loc14)
    }) {linalg.memoized_indexing_maps = [#map10, #map11, #map12]} : (memref<2x3x4x5xbf16>, memref<6x3x7x5xbf16>, memref<2x6x4x7xf32>) -> () loc(#loc27)
    "linalg.batch_mmt4d"(%arg39, %arg40, %arg41) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: i8 loc(unknown), %arg43: i8 loc(unknown), %arg44: i32 loc(unknown)):
      %79 = "arith.extsi"(%arg42) : (i8) -> i32 loc(#loc14)
      %80 = "arith.extsi"(%arg43) : (i8) -> i32 loc(#loc14)
      %81 = "arith.muli"(%79, %80) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %82 = "arith.addi"(%arg44, %81) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      "linalg.yield"(%82) : (i32) -> () loc(#loc14)
    }) {linalg.memoized_indexing_maps = [#map13, #map14, #map15]} : (memref<8x2x3x4x5xi8>, memref<8x6x3x7x5xi8>, memref<8x2x6x4x7xi32>) -> () loc(#loc28)
    "func.return"() : () -> () loc(#loc29)
  }) : () -> () loc(#loc20)
  "func.func"() <{function_type = (tensor<4x8xi8>, tensor<8x2xi8>, tensor<4x2xi32>, i32, i8, tensor<3x4x8xi8>, tensor<3x8x2xi8>, tensor<3x4x2xi32>) -> tensor<4x2xi32>, sym_name = "quantized"}> ({
  ^bb0(%arg13: tensor<4x8xi8> loc("linalg_named_contraction.mlir":19:22), %arg14: tensor<8x2xi8> loc("linalg_named_contraction.mlir":19:42), %arg15: tensor<4x2xi32> loc("linalg_named_contraction.mlir":19:62), %arg16: i32 loc("linalg_named_contraction.mlir":19:83), %arg17: i8 loc("linalg_named_contraction.mlir":19:93), %arg18: tensor<3x4x8xi8> loc("linalg_named_contraction.mlir":20:22), %arg19: tensor<3x8x2xi8> loc("linalg_named_contraction.mlir":20:45), %arg20: tensor<3x4x2xi32> loc("linalg_named_contraction.mlir":20:68)):
    %56 = "linalg.quantized_matmul"(%arg13, %arg14, %arg16, %arg16, %arg15) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg31: i8 loc(unknown), %arg32: i8 loc(unknown), %arg33: i32 loc(unknown), %arg34: i32 loc(unknown), %arg35: i32 loc(unknown)):
      %73 = "arith.extsi"(%arg31) : (i8) -> i32 loc(#loc14)
      %74 = "arith.subi"(%73, %arg33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %75 = "arith.extsi"(%arg32) : (i8) -> i32 loc(#loc14)
      %76 = "arith.subi"(%75, %arg34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %77 = "arith.muli"(%74, %76) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %78 = "arith.addi"(%arg35, %77) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      "linalg.yield"(%78) : (i32) -> () loc(#loc14)
    }) {linalg.memoized_indexing_maps = [#map7, #map16, #map17, #map17, #map8]} : (tensor<4x8xi8>, tensor<8x2xi8>, i32, i32, tensor<4x2xi32>) -> tensor<4x2xi32> loc(#loc39)
    %57 = "linalg.quantized_matmul"(%arg13, %arg14, %arg17, %arg17, %arg15) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg26: i8 loc(unknown), %arg27: i8 loc(unknown), %arg28: i8 loc(unknown), %arg29: i8 loc(unknown), %arg30: i32 loc(unknown)):
      %65 = "arith.extsi"(%arg26) : (i8) -> i32 loc(#loc14)
      %66 = "arith.extsi"(%arg28) : (i8) -> i32 loc(#loc14)
      %67 = "arith.subi"(%65, %66) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %68 = "arith.extsi"(%arg27) : (i8) -> i32 loc(#loc14)
      %69 = "arith.extsi"(%arg29) : (i8) -> i32 loc(#loc14)
      %70 = "arith.subi"(%68, %69) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %71 = "arith.muli"(%67, %70) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %72 = "arith.addi"(%arg30, %71) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      "linalg.yield"(%72) : (i32) -> () loc(#loc14)
    }) {linalg.memoized_indexing_maps = [#map7, #map16, #map17, #map17, #map8]} : (tensor<4x8xi8>, tensor<8x2xi8>, i8, i8, tensor<4x2xi32>) -> tensor<4x2xi32> loc(#loc40)
    %58 = "linalg.quantized_batch_matmul"(%arg18, %arg19, %arg16, %arg16, %arg20) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg21: i8 loc(unknown), %arg22: i8 loc(unknown), %arg23: i32 loc(unknown), %arg24: i32 loc(unknown), %arg25: i32 loc(unknown)):
      %59 = "arith.extsi"(%arg21) : (i8) -> i32 loc(#loc14)
      %60 = "arith.subi"(%59, %arg23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %61 = "arith.extsi"(%arg22) : (i8) -> i32 loc(#loc14)
      %62 = "arith.subi"(%61, %arg24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %63 = "arith.muli"(%60, %62) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %64 = "arith.addi"(%arg25, %63) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      "linalg.yield"(%64) : (i32) -> () loc(#loc14)
    }) {linalg.memoized_indexing_maps = [#map18, #map19, #map20, #map20, #map21]} : (tensor<3x4x8xi8>, tensor<3x8x2xi8>, i32, i32, tensor<3x4x2xi32>) -> tensor<3x4x2xi32> loc(#loc41)
    "func.return"(%56) : (tensor<4x2xi32>) -> () loc(#loc42)
  }) : () -> () loc(#loc30)
  "func.func"() <{function_type = (f64, f64, i32, tensor<16x32xf32>, memref<4x4xf64>) -> tensor<16x32xf32>, sym_name = "rng"}> ({
  ^bb0(%arg0: f64 loc("linalg_named_contraction.mlir":27:16), %arg1: f64 loc("linalg_named_contraction.mlir":27:27), %arg2: i32 loc("linalg_named_contraction.mlir":27:38), %arg3: tensor<16x32xf32> loc("linalg_named_contraction.mlir":27:50), %arg4: memref<4x4xf64> loc("linalg_named_contraction.mlir":27:73)):
    %0 = "linalg.fill_rng_2d"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg9: f64 loc(unknown), %arg10: f64 loc(unknown), %arg11: i32 loc(unknown), %arg12: f32 loc(unknown)):
      %28 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64 loc(#loc14)
      %29 = "arith.sitofp"(%28) : (i64) -> f64 loc(#loc14)
      %30 = "linalg.index"() <{dim = 1 : i64}> : () -> index loc(#loc14)
      %31 = "arith.index_cast"(%30) : (index) -> i32 loc(#loc14)
      %32 = "linalg.index"() <{dim = 0 : i64}> : () -> index loc(#loc14)
      %33 = "arith.index_cast"(%32) : (index) -> i32 loc(#loc14)
      %34 = "arith.addi"(%33, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %35 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64 loc(#loc14)
      %36 = "arith.trunci"(%35) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32 loc(#loc14)
      %37 = "arith.muli"(%34, %36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %38 = "arith.constant"() <{value = 12345 : i64}> : () -> i64 loc(#loc14)
      %39 = "arith.trunci"(%38) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32 loc(#loc14)
      %40 = "arith.addi"(%37, %39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %41 = "arith.addi"(%31, %40) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %42 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64 loc(#loc14)
      %43 = "arith.trunci"(%42) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32 loc(#loc14)
      %44 = "arith.muli"(%41, %43) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %45 = "arith.constant"() <{value = 12345 : i64}> : () -> i64 loc(#loc14)
      %46 = "arith.trunci"(%45) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32 loc(#loc14)
      %47 = "arith.addi"(%44, %46) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %48 = "arith.sitofp"(%47) : (i32) -> f64 loc(#loc14)
      %49 = "arith.addf"(%29, %48) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc(#loc14)
      %50 = "arith.subf"(%arg10, %arg9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc(#loc14)
      %51 = "arith.constant"() <{value = 2.3283063999999999E-10 : f64}> : () -> f64 loc(#loc14)
      %52 = "arith.mulf"(%50, %51) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc(#loc14)
      %53 = "arith.mulf"(%49, %52) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc(#loc14)
      %54 = "arith.addf"(%53, %arg9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc(#loc14)
      %55 = "arith.truncf"(%54) : (f64) -> f32 loc(#loc14)
      "linalg.yield"(%55) : (f32) -> () loc(#loc14)
    }) {linalg.memoized_indexing_maps = [#map22, #map22, #map22, #map]} : (f64, f64, i32, tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc49)
    "linalg.fill_rng_2d"(%arg0, %arg1, %arg2, %arg4) <{operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg5: f64 loc(unknown), %arg6: f64 loc(unknown), %arg7: i32 loc(unknown), %arg8: f64 loc(unknown)):
      %1 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64 loc(#loc14)
      %2 = "arith.sitofp"(%1) : (i64) -> f64 loc(#loc14)
      %3 = "linalg.index"() <{dim = 1 : i64}> : () -> index loc(#loc14)
      %4 = "arith.index_cast"(%3) : (index) -> i32 loc(#loc14)
      %5 = "linalg.index"() <{dim = 0 : i64}> : () -> index loc(#loc14)
      %6 = "arith.index_cast"(%5) : (index) -> i32 loc(#loc14)
      %7 = "arith.addi"(%6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %8 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64 loc(#loc14)
      %9 = "arith.trunci"(%8) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32 loc(#loc14)
      %10 = "arith.muli"(%7, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %11 = "arith.constant"() <{value = 12345 : i64}> : () -> i64 loc(#loc14)
      %12 = "arith.trunci"(%11) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32 loc(#loc14)
      %13 = "arith.addi"(%10, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %14 = "arith.addi"(%4, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %15 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64 loc(#loc14)
      %16 = "arith.trunci"(%15) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32 loc(#loc14)
      %17 = "arith.muli"(%14, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %18 = "arith.constant"() <{value = 12345 : i64}> : () -> i64 loc(#loc14)
      %19 = "arith.trunci"(%18) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32 loc(#loc14)
      %20 = "arith.addi"(%17, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %21 = "arith.sitofp"(%20) : (i32) -> f64 loc(#loc14)
      %22 = "arith.addf"(%2, %21) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc(#loc14)
      %23 = "arith.subf"(%arg6, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc(#loc14)
      %24 = "arith.constant"() <{value = 2.3283063999999999E-10 : f64}> : () -> f64 loc(#loc14)
      %25 = "arith.mulf"(%23, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc(#loc14)
      %26 = "arith.mulf"(%22, %25) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc(#loc14)
      %27 = "arith.addf"(%26, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64 loc(#loc14)
      "linalg.yield"(%27) : (f64) -> () loc(#loc14)
    }) {linalg.memoized_indexing_maps = [#map22, #map22, #map22, #map]} : (f64, f64, i32, memref<4x4xf64>) -> () loc(#loc50)
    "func.return"(%0) : (tensor<16x32xf32>) -> () loc(#loc51)
  }) : () -> () loc(#loc43)
}) : () -> () loc(#loc)
#loc = loc("linalg_named_contraction.mlir":0:0)
#loc1 = loc("linalg_named_contraction.mlir":2:1)
#loc13 = loc("linalg_named_contraction.mlir":4:8)
#loc15 = loc("linalg_named_contraction.mlir":5:8)
#loc16 = loc("linalg_named_contraction.mlir":6:8)
#loc17 = loc("linalg_named_contraction.mlir":7:8)
#loc18 = loc("linalg_named_contraction.mlir":8:8)
#loc19 = loc("linalg_named_contraction.mlir":9:3)
#loc20 = loc("linalg_named_contraction.mlir":12:1)
#loc27 = loc("linalg_named_contraction.mlir":14:3)
#loc28 = loc("linalg_named_contraction.mlir":15:3)
#loc29 = loc("linalg_named_contraction.mlir":16:3)
#loc30 = loc("linalg_named_contraction.mlir":19:1)
#loc39 = loc("linalg_named_contraction.mlir":21:8)
#loc40 = loc("linalg_named_contraction.mlir":22:8)
#loc41 = loc("linalg_named_contraction.mlir":23:8)
#loc42 = loc("linalg_named_contraction.mlir":24:3)
#loc43 = loc("linalg_named_contraction.mlir":27:1)
#loc49 = loc("linalg_named_contraction.mlir":28:8)
#loc50 = loc("linalg_named_contraction.mlir":29:3)
#loc51 = loc("linalg_named_contraction.mlir":30:3)

