#loc2 = loc("linalg_named_conv.mlir":2:17)
#loc3 = loc("linalg_named_conv.mlir":2:42)
#loc4 = loc("linalg_named_conv.mlir":2:66)
#loc5 = loc("linalg_named_conv.mlir":3:17)
#loc6 = loc("linalg_named_conv.mlir":3:43)
#loc7 = loc("linalg_named_conv.mlir":3:68)
#loc8 = loc("linalg_named_conv.mlir":4:17)
#loc9 = loc("linalg_named_conv.mlir":4:38)
#loc10 = loc("linalg_named_conv.mlir":4:58)
#loc11 = loc("linalg_named_conv.mlir":5:17)
#loc12 = loc("linalg_named_conv.mlir":5:41)
#loc13 = loc("linalg_named_conv.mlir":5:63)
#loc14 = loc("linalg_named_conv.mlir":6:17)
#loc15 = loc("linalg_named_conv.mlir":6:40)
#loc16 = loc("linalg_named_conv.mlir":6:63)
#loc18 = loc(unknown)
#loc25 = loc("linalg_named_conv.mlir":15:19)
#loc26 = loc("linalg_named_conv.mlir":15:45)
#loc27 = loc("linalg_named_conv.mlir":15:73)
#loc28 = loc("linalg_named_conv.mlir":15:101)
#loc29 = loc("linalg_named_conv.mlir":16:19)
#loc30 = loc("linalg_named_conv.mlir":16:46)
#loc31 = loc("linalg_named_conv.mlir":16:73)
#loc32 = loc("linalg_named_conv.mlir":16:102)
#loc40 = loc("linalg_named_conv.mlir":25:20)
#loc41 = loc("linalg_named_conv.mlir":25:47)
#loc42 = loc("linalg_named_conv.mlir":25:75)
#loc43 = loc("linalg_named_conv.mlir":25:103)
#loc44 = loc("linalg_named_conv.mlir":26:20)
#loc45 = loc("linalg_named_conv.mlir":26:46)
#loc46 = loc("linalg_named_conv.mlir":26:76)
#loc47 = loc("linalg_named_conv.mlir":26:104)
#loc48 = loc("linalg_named_conv.mlir":27:20)
#loc49 = loc("linalg_named_conv.mlir":27:47)
#loc50 = loc("linalg_named_conv.mlir":27:75)
#loc58 = loc("linalg_named_conv.mlir":36:19)
#loc59 = loc("linalg_named_conv.mlir":36:46)
#loc60 = loc("linalg_named_conv.mlir":36:73)
#loc61 = loc("linalg_named_conv.mlir":37:19)
#loc62 = loc("linalg_named_conv.mlir":37:48)
#loc63 = loc("linalg_named_conv.mlir":37:76)
#loc64 = loc("linalg_named_conv.mlir":37:104)
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 + d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
#map5 = affine_map<(d0, d1) -> (d0 + d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1) -> (d0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#map18 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map19 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map20 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4 * 2, d2 + d5 * 2, d6)>
#map22 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
#map23 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
#map24 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
#map25 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
#map26 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3, d7)>
#map27 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
#map28 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
#map29 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
#map30 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
#map31 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
#map32 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
#map33 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 + d6, d3 * 2 + d7, d4 * 3 + d8)>
#map34 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x10x3xf32>, tensor<3x3x4xf32>, tensor<1x8x4xf32>, tensor<1x3x10xf32>, tensor<4x3x3xf32>, tensor<1x4x8xf32>, tensor<10xf32>, tensor<3xf32>, tensor<8xf32>, tensor<10x10xf32>, tensor<3x3xf32>, tensor<8x8xf32>, tensor<6x6x6xi8>, tensor<3x3x3xi8>, tensor<4x4x4xi32>) -> tensor<1x8x4xf32>, sym_name = "conv"}> ({
  ^bb0(%arg75: tensor<1x10x3xf32> loc("linalg_named_conv.mlir":2:17), %arg76: tensor<3x3x4xf32> loc("linalg_named_conv.mlir":2:42), %arg77: tensor<1x8x4xf32> loc("linalg_named_conv.mlir":2:66), %arg78: tensor<1x3x10xf32> loc("linalg_named_conv.mlir":3:17), %arg79: tensor<4x3x3xf32> loc("linalg_named_conv.mlir":3:43), %arg80: tensor<1x4x8xf32> loc("linalg_named_conv.mlir":3:68), %arg81: tensor<10xf32> loc("linalg_named_conv.mlir":4:17), %arg82: tensor<3xf32> loc("linalg_named_conv.mlir":4:38), %arg83: tensor<8xf32> loc("linalg_named_conv.mlir":4:58), %arg84: tensor<10x10xf32> loc("linalg_named_conv.mlir":5:17), %arg85: tensor<3x3xf32> loc("linalg_named_conv.mlir":5:41), %arg86: tensor<8x8xf32> loc("linalg_named_conv.mlir":5:63), %arg87: tensor<6x6x6xi8> loc("linalg_named_conv.mlir":6:17), %arg88: tensor<3x3x3xi8> loc("linalg_named_conv.mlir":6:40), %arg89: tensor<4x4x4xi32> loc("linalg_named_conv.mlir":6:63)):
    %62 = "linalg.conv_1d_nwc_wcf"(%arg75, %arg76, %arg77) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<1xi64>}> ({
    ^bb0(%arg102: f32 loc(unknown), %arg103: f32 loc(unknown), %arg104: f32 loc(unknown)):
      %77 = "arith.mulf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %78 = "arith.addf"(%arg104, %77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      "linalg.yield"(%78) : (f32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x10x3xf32>, tensor<3x3x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x4xf32> loc(#loc17)
    %63 = "linalg.conv_1d_ncw_fcw"(%arg78, %arg79, %arg80) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32 loc(unknown), %arg100: f32 loc(unknown), %arg101: f32 loc(unknown)):
      %75 = "arith.mulf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %76 = "arith.addf"(%arg101, %75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      "linalg.yield"(%76) : (f32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map3, #map4, #map2]} : (tensor<1x3x10xf32>, tensor<4x3x3xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32> loc(#loc19)
    %64 = "linalg.conv_1d"(%arg81, %arg82, %arg83) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32 loc(unknown), %arg97: f32 loc(unknown), %arg98: f32 loc(unknown)):
      %73 = "arith.mulf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %74 = "arith.addf"(%arg98, %73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      "linalg.yield"(%74) : (f32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map5, #map6, #map7]} : (tensor<10xf32>, tensor<3xf32>, tensor<8xf32>) -> tensor<8xf32> loc(#loc20)
    %65 = "linalg.conv_2d"(%arg84, %arg85, %arg86) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32 loc(unknown), %arg94: f32 loc(unknown), %arg95: f32 loc(unknown)):
      %71 = "arith.mulf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %72 = "arith.addf"(%arg95, %71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      "linalg.yield"(%72) : (f32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<10x10xf32>, tensor<3x3xf32>, tensor<8x8xf32>) -> tensor<8x8xf32> loc(#loc21)
    %66 = "linalg.conv_3d"(%arg87, %arg88, %arg89) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: i8 loc(unknown), %arg91: i8 loc(unknown), %arg92: i32 loc(unknown)):
      %67 = "arith.extsi"(%arg90) : (i8) -> i32 loc(#loc18)
      %68 = "arith.extsi"(%arg91) : (i8) -> i32 loc(#loc18)
      %69 = "arith.muli"(%67, %68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      %70 = "arith.addi"(%arg92, %69) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      "linalg.yield"(%70) : (i32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map11, #map12, #map13]} : (tensor<6x6x6xi8>, tensor<3x3x3xi8>, tensor<4x4x4xi32>) -> tensor<4x4x4xi32> loc(#loc22)
    "func.return"(%62) : (tensor<1x8x4xf32>) -> () loc(#loc23)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>, tensor<8x3x3x3xf32>, tensor<1x4x4x8xf32>, tensor<1x3x9x9xi8>, tensor<8x3x3x3xi8>, tensor<1x8x7x7xi32>, i32) -> tensor<1x4x4x8xf32>, sym_name = "conv2d"}> ({
  ^bb0(%arg48: tensor<1x9x9x3xf32> loc("linalg_named_conv.mlir":15:19), %arg49: tensor<3x3x3x8xf32> loc("linalg_named_conv.mlir":15:45), %arg50: tensor<8x3x3x3xf32> loc("linalg_named_conv.mlir":15:73), %arg51: tensor<1x4x4x8xf32> loc("linalg_named_conv.mlir":15:101), %arg52: tensor<1x3x9x9xi8> loc("linalg_named_conv.mlir":16:19), %arg53: tensor<8x3x3x3xi8> loc("linalg_named_conv.mlir":16:46), %arg54: tensor<1x8x7x7xi32> loc("linalg_named_conv.mlir":16:73), %arg55: i32 loc("linalg_named_conv.mlir":16:102)):
    %37 = "linalg.conv_2d_nhwc_hwcf"(%arg48, %arg49, %arg51) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg72: f32 loc(unknown), %arg73: f32 loc(unknown), %arg74: f32 loc(unknown)):
      %60 = "arith.mulf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %61 = "arith.addf"(%arg74, %60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      "linalg.yield"(%61) : (f32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map14, #map15, #map16]} : (tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> loc(#loc33)
    %38 = "linalg.conv_2d_nhwc_fhwc"(%arg48, %arg50, %arg51) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg69: f32 loc(unknown), %arg70: f32 loc(unknown), %arg71: f32 loc(unknown)):
      %58 = "arith.mulf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %59 = "arith.addf"(%arg71, %58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      "linalg.yield"(%59) : (f32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map14, #map17, #map16]} : (tensor<1x9x9x3xf32>, tensor<8x3x3x3xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> loc(#loc34)
    %39 = "linalg.conv_2d_nchw_fchw"(%arg52, %arg53, %arg54) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: i8 loc(unknown), %arg67: i8 loc(unknown), %arg68: i32 loc(unknown)):
      %54 = "arith.extsi"(%arg66) : (i8) -> i32 loc(#loc18)
      %55 = "arith.extsi"(%arg67) : (i8) -> i32 loc(#loc18)
      %56 = "arith.muli"(%54, %55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      %57 = "arith.addi"(%arg68, %56) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      "linalg.yield"(%57) : (i32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map18, #map19, #map16]} : (tensor<1x3x9x9xi8>, tensor<8x3x3x3xi8>, tensor<1x8x7x7xi32>) -> tensor<1x8x7x7xi32> loc(#loc35)
    %40 = "linalg.conv_2d_nchw_fchw_q"(%arg52, %arg53, %arg55, %arg55, %arg54) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg61: i8 loc(unknown), %arg62: i8 loc(unknown), %arg63: i32 loc(unknown), %arg64: i32 loc(unknown), %arg65: i32 loc(unknown)):
      %48 = "arith.extsi"(%arg61) : (i8) -> i32 loc(#loc18)
      %49 = "arith.subi"(%48, %arg63) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      %50 = "arith.extsi"(%arg62) : (i8) -> i32 loc(#loc18)
      %51 = "arith.subi"(%50, %arg64) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      %52 = "arith.muli"(%49, %51) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      %53 = "arith.addi"(%arg65, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      "linalg.yield"(%53) : (i32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map18, #map19, #map20, #map20, #map16]} : (tensor<1x3x9x9xi8>, tensor<8x3x3x3xi8>, i32, i32, tensor<1x8x7x7xi32>) -> tensor<1x8x7x7xi32> loc(#loc36)
    %41 = "linalg.conv_2d_nhwc_hwcf_q"(%arg48, %arg49, %arg55, %arg55, %arg51) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg56: f32 loc(unknown), %arg57: f32 loc(unknown), %arg58: i32 loc(unknown), %arg59: i32 loc(unknown), %arg60: f32 loc(unknown)):
      %42 = "arith.sitofp"(%arg58) : (i32) -> f32 loc(#loc18)
      %43 = "arith.subf"(%arg56, %42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %44 = "arith.sitofp"(%arg59) : (i32) -> f32 loc(#loc18)
      %45 = "arith.subf"(%arg57, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %46 = "arith.mulf"(%43, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %47 = "arith.addf"(%arg60, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      "linalg.yield"(%47) : (f32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map21, #map15, #map20, #map20, #map16]} : (tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>, i32, i32, tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> loc(#loc37)
    "func.return"(%37) : (tensor<1x4x4x8xf32>) -> () loc(#loc38)
  }) : () -> () loc(#loc24)
  "func.func"() <{function_type = (memref<1x2x4x9x9xf32>, memref<8x2x4x3x3xf32>, memref<2x8x4x3x3xf32>, memref<1x2x8x7x7xf32>, memref<1x9x9x2x4xi8>, memref<2x8x3x3x4xi8>, memref<1x7x7x2x8xi32>, i32, memref<1x2x4x9x9xi8>, memref<2x8x4x3x3xi8>, memref<1x2x8x7x7xi32>) -> (), sym_name = "grouped"}> ({
  ^bb0(%arg18: memref<1x2x4x9x9xf32> loc("linalg_named_conv.mlir":25:20), %arg19: memref<8x2x4x3x3xf32> loc("linalg_named_conv.mlir":25:47), %arg20: memref<2x8x4x3x3xf32> loc("linalg_named_conv.mlir":25:75), %arg21: memref<1x2x8x7x7xf32> loc("linalg_named_conv.mlir":25:103), %arg22: memref<1x9x9x2x4xi8> loc("linalg_named_conv.mlir":26:20), %arg23: memref<2x8x3x3x4xi8> loc("linalg_named_conv.mlir":26:46), %arg24: memref<1x7x7x2x8xi32> loc("linalg_named_conv.mlir":26:76), %arg25: i32 loc("linalg_named_conv.mlir":26:104), %arg26: memref<1x2x4x9x9xi8> loc("linalg_named_conv.mlir":27:20), %arg27: memref<2x8x4x3x3xi8> loc("linalg_named_conv.mlir":27:47), %arg28: memref<1x2x8x7x7xi32> loc("linalg_named_conv.mlir":27:75)):
    "linalg.conv_2d_ngchw_fgchw"(%arg18, %arg19, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: f32 loc(unknown), %arg46: f32 loc(unknown), %arg47: f32 loc(unknown)):
      %35 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %36 = "arith.addf"(%arg47, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      "linalg.yield"(%36) : (f32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map22, #map23, #map24]} : (memref<1x2x4x9x9xf32>, memref<8x2x4x3x3xf32>, memref<1x2x8x7x7xf32>) -> () loc(#loc51)
    "linalg.conv_2d_ngchw_gfchw"(%arg18, %arg20, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32 loc(unknown), %arg43: f32 loc(unknown), %arg44: f32 loc(unknown)):
      %33 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %34 = "arith.addf"(%arg44, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      "linalg.yield"(%34) : (f32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map22, #map25, #map24]} : (memref<1x2x4x9x9xf32>, memref<2x8x4x3x3xf32>, memref<1x2x8x7x7xf32>) -> () loc(#loc52)
    "linalg.conv_2d_nhwgc_gfhwc"(%arg22, %arg23, %arg24) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: i8 loc(unknown), %arg40: i8 loc(unknown), %arg41: i32 loc(unknown)):
      %29 = "arith.extsi"(%arg39) : (i8) -> i32 loc(#loc18)
      %30 = "arith.extsi"(%arg40) : (i8) -> i32 loc(#loc18)
      %31 = "arith.muli"(%29, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      %32 = "arith.addi"(%arg41, %31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      "linalg.yield"(%32) : (i32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map26, #map27, #map24]} : (memref<1x9x9x2x4xi8>, memref<2x8x3x3x4xi8>, memref<1x7x7x2x8xi32>) -> () loc(#loc53)
    "linalg.conv_2d_nhwgc_gfhwc_q"(%arg22, %arg23, %arg25, %arg25, %arg24) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg34: i8 loc(unknown), %arg35: i8 loc(unknown), %arg36: i32 loc(unknown), %arg37: i32 loc(unknown), %arg38: i32 loc(unknown)):
      %23 = "arith.extsi"(%arg34) : (i8) -> i32 loc(#loc18)
      %24 = "arith.subi"(%23, %arg36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      %25 = "arith.extsi"(%arg35) : (i8) -> i32 loc(#loc18)
      %26 = "arith.subi"(%25, %arg37) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      %27 = "arith.muli"(%24, %26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      %28 = "arith.addi"(%arg38, %27) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      "linalg.yield"(%28) : (i32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map26, #map27, #map28, #map28, #map24]} : (memref<1x9x9x2x4xi8>, memref<2x8x3x3x4xi8>, i32, i32, memref<1x7x7x2x8xi32>) -> () loc(#loc54)
    "linalg.conv_2d_ngchw_gfchw_q"(%arg26, %arg27, %arg25, %arg25, %arg28) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg29: i8 loc(unknown), %arg30: i8 loc(unknown), %arg31: i32 loc(unknown), %arg32: i32 loc(unknown), %arg33: i32 loc(unknown)):
      %17 = "arith.extsi"(%arg29) : (i8) -> i32 loc(#loc18)
      %18 = "arith.subi"(%17, %arg31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      %19 = "arith.extsi"(%arg30) : (i8) -> i32 loc(#loc18)
      %20 = "arith.subi"(%19, %arg32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      %21 = "arith.muli"(%18, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      %22 = "arith.addi"(%arg33, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
      "linalg.yield"(%22) : (i32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map22, #map25, #map28, #map28, #map24]} : (memref<1x2x4x9x9xi8>, memref<2x8x4x3x3xi8>, i32, i32, memref<1x2x8x7x7xi32>) -> () loc(#loc55)
    "func.return"() : () -> () loc(#loc56)
  }) : () -> () loc(#loc39)
  "func.func"() <{function_type = (tensor<1x6x6x6x3xf16>, tensor<3x3x3x3x8xf16>, tensor<1x4x4x4x8xf32>, tensor<1x3x6x10x14xf32>, tensor<8x3x3x3x3xf32>, tensor<1x8x4x4x4xf32>, i32) -> tensor<1x4x4x4x8xf32>, sym_name = "conv3d"}> ({
  ^bb0(%arg0: tensor<1x6x6x6x3xf16> loc("linalg_named_conv.mlir":36:19), %arg1: tensor<3x3x3x3x8xf16> loc("linalg_named_conv.mlir":36:46), %arg2: tensor<1x4x4x4x8xf32> loc("linalg_named_conv.mlir":36:73), %arg3: tensor<1x3x6x10x14xf32> loc("linalg_named_conv.mlir":37:19), %arg4: tensor<8x3x3x3x3xf32> loc("linalg_named_conv.mlir":37:48), %arg5: tensor<1x8x4x4x4xf32> loc("linalg_named_conv.mlir":37:76), %arg6: i32 loc("linalg_named_conv.mlir":37:104)):
    %0 = "linalg.conv_3d_ndhwc_dhwcf"(%arg0, %arg1, %arg2) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<3xi64>}> ({
    ^bb0(%arg15: f16 loc(unknown), %arg16: f16 loc(unknown), %arg17: f32 loc(unknown)):
      %13 = "arith.extf"(%arg15) : (f16) -> f32 loc(#loc18)
      %14 = "arith.extf"(%arg16) : (f16) -> f32 loc(#loc18)
      %15 = "arith.mulf"(%13, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %16 = "arith.addf"(%arg17, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      "linalg.yield"(%16) : (f32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map29, #map30, #map31]} : (tensor<1x6x6x6x3xf16>, tensor<3x3x3x3x8xf16>, tensor<1x4x4x4x8xf32>) -> tensor<1x4x4x4x8xf32> loc(#loc65)
    %1 = "linalg.conv_3d_ndhwc_dhwcf_q"(%arg0, %arg1, %arg6, %arg6, %arg2) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg10: f16 loc(unknown), %arg11: f16 loc(unknown), %arg12: i32 loc(unknown), %arg13: i32 loc(unknown), %arg14: f32 loc(unknown)):
      %5 = "arith.extf"(%arg10) : (f16) -> f32 loc(#loc18)
      %6 = "arith.sitofp"(%arg12) : (i32) -> f32 loc(#loc18)
      %7 = "arith.subf"(%5, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %8 = "arith.extf"(%arg11) : (f16) -> f32 loc(#loc18)
      %9 = "arith.sitofp"(%arg13) : (i32) -> f32 loc(#loc18)
      %10 = "arith.subf"(%8, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %11 = "arith.mulf"(%7, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %12 = "arith.addf"(%arg14, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      "linalg.yield"(%12) : (f32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map29, #map30, #map32, #map32, #map31]} : (tensor<1x6x6x6x3xf16>, tensor<3x3x3x3x8xf16>, i32, i32, tensor<1x4x4x4x8xf32>) -> tensor<1x4x4x4x8xf32> loc(#loc66)
    %2 = "linalg.conv_3d_ncdhw_fcdhw"(%arg3, %arg4, %arg5) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[1, 2, 3]> : tensor<3xi64>}> ({
    ^bb0(%arg7: f32 loc(unknown), %arg8: f32 loc(unknown), %arg9: f32 loc(unknown)):
      %3 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      %4 = "arith.addf"(%arg9, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc18)
      "linalg.yield"(%4) : (f32) -> () loc(#loc18)
    }) {linalg.memoized_indexing_maps = [#map33, #map34, #map31]} : (tensor<1x3x6x10x14xf32>, tensor<8x3x3x3x3xf32>, tensor<1x8x4x4x4xf32>) -> tensor<1x8x4x4x4xf32> loc(#loc67)
    "func.return"(%0) : (tensor<1x4x4x4x8xf32>) -> () loc(#loc68)
  }) : () -> () loc(#loc57)
}) : () -> () loc(#loc)
#loc = loc("linalg_named_conv.mlir":0:0)
#loc1 = loc("linalg_named_conv.mlir":2:1)
#loc17 = loc("linalg_named_conv.mlir":7:8)
#loc19 = loc("linalg_named_conv.mlir":8:8)
#loc20 = loc("linalg_named_conv.mlir":9:8)
#loc21 = loc("linalg_named_conv.mlir":10:8)
#loc22 = loc("linalg_named_conv.mlir":11:8)
#loc23 = loc("linalg_named_conv.mlir":12:3)
#loc24 = loc("linalg_named_conv.mlir":15:1)
#loc33 = loc("linalg_named_conv.mlir":17:8)
#loc34 = loc("linalg_named_conv.mlir":18:8)
#loc35 = loc("linalg_named_conv.mlir":19:8)
#loc36 = loc("linalg_named_conv.mlir":20:8)
#loc37 = loc("linalg_named_conv.mlir":21:8)
#loc38 = loc("linalg_named_conv.mlir":22:3)
#loc39 = loc("linalg_named_conv.mlir":25:1)
#loc51 = loc("linalg_named_conv.mlir":28:3)
#loc52 = loc("linalg_named_conv.mlir":29:3)
#loc53 = loc("linalg_named_conv.mlir":30:3)
#loc54 = loc("linalg_named_conv.mlir":31:3)
#loc55 = loc("linalg_named_conv.mlir":32:3)
#loc56 = loc("linalg_named_conv.mlir":33:3)
#loc57 = loc("linalg_named_conv.mlir":36:1)
#loc65 = loc("linalg_named_conv.mlir":38:8)
#loc66 = loc("linalg_named_conv.mlir":39:8)
#loc67 = loc("linalg_named_conv.mlir":40:8)
#loc68 = loc("linalg_named_conv.mlir":41:3)

