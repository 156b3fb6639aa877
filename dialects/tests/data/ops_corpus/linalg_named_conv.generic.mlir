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
  ^bb0(%arg75: tensor<1x10x3xf32>, %arg76: tensor<3x3x4xf32>, %arg77: tensor<1x8x4xf32>, %arg78: tensor<1x3x10xf32>, %arg79: tensor<4x3x3xf32>, %arg80: tensor<1x4x8xf32>, %arg81: tensor<10xf32>, %arg82: tensor<3xf32>, %arg83: tensor<8xf32>, %arg84: tensor<10x10xf32>, %arg85: tensor<3x3xf32>, %arg86: tensor<8x8xf32>, %arg87: tensor<6x6x6xi8>, %arg88: tensor<3x3x3xi8>, %arg89: tensor<4x4x4xi32>):
    %62 = "linalg.conv_1d_nwc_wcf"(%arg75, %arg76, %arg77) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<1xi64>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %77 = "arith.mulf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %78 = "arith.addf"(%arg104, %77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%78) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x10x3xf32>, tensor<3x3x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
    %63 = "linalg.conv_1d_ncw_fcw"(%arg78, %arg79, %arg80) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg99: f32, %arg100: f32, %arg101: f32):
      %75 = "arith.mulf"(%arg99, %arg100) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %76 = "arith.addf"(%arg101, %75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%76) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map3, #map4, #map2]} : (tensor<1x3x10xf32>, tensor<4x3x3xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %64 = "linalg.conv_1d"(%arg81, %arg82, %arg83) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg96: f32, %arg97: f32, %arg98: f32):
      %73 = "arith.mulf"(%arg96, %arg97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %74 = "arith.addf"(%arg98, %73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%74) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map5, #map6, #map7]} : (tensor<10xf32>, tensor<3xf32>, tensor<8xf32>) -> tensor<8xf32>
    %65 = "linalg.conv_2d"(%arg84, %arg85, %arg86) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: f32, %arg94: f32, %arg95: f32):
      %71 = "arith.mulf"(%arg93, %arg94) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %72 = "arith.addf"(%arg95, %71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<10x10xf32>, tensor<3x3xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %66 = "linalg.conv_3d"(%arg87, %arg88, %arg89) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: i8, %arg91: i8, %arg92: i32):
      %67 = "arith.extsi"(%arg90) : (i8) -> i32
      %68 = "arith.extsi"(%arg91) : (i8) -> i32
      %69 = "arith.muli"(%67, %68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %70 = "arith.addi"(%arg92, %69) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%70) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map12, #map13]} : (tensor<6x6x6xi8>, tensor<3x3x3xi8>, tensor<4x4x4xi32>) -> tensor<4x4x4xi32>
    "func.return"(%62) : (tensor<1x8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>, tensor<8x3x3x3xf32>, tensor<1x4x4x8xf32>, tensor<1x3x9x9xi8>, tensor<8x3x3x3xi8>, tensor<1x8x7x7xi32>, i32) -> tensor<1x4x4x8xf32>, sym_name = "conv2d"}> ({
  ^bb0(%arg48: tensor<1x9x9x3xf32>, %arg49: tensor<3x3x3x8xf32>, %arg50: tensor<8x3x3x3xf32>, %arg51: tensor<1x4x4x8xf32>, %arg52: tensor<1x3x9x9xi8>, %arg53: tensor<8x3x3x3xi8>, %arg54: tensor<1x8x7x7xi32>, %arg55: i32):
    %37 = "linalg.conv_2d_nhwc_hwcf"(%arg48, %arg49, %arg51) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg72: f32, %arg73: f32, %arg74: f32):
      %60 = "arith.mulf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %61 = "arith.addf"(%arg74, %60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%61) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map14, #map15, #map16]} : (tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %38 = "linalg.conv_2d_nhwc_fhwc"(%arg48, %arg50, %arg51) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
      %58 = "arith.mulf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %59 = "arith.addf"(%arg71, %58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%59) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map14, #map17, #map16]} : (tensor<1x9x9x3xf32>, tensor<8x3x3x3xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %39 = "linalg.conv_2d_nchw_fchw"(%arg52, %arg53, %arg54) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: i8, %arg67: i8, %arg68: i32):
      %54 = "arith.extsi"(%arg66) : (i8) -> i32
      %55 = "arith.extsi"(%arg67) : (i8) -> i32
      %56 = "arith.muli"(%54, %55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %57 = "arith.addi"(%arg68, %56) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%57) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map18, #map19, #map16]} : (tensor<1x3x9x9xi8>, tensor<8x3x3x3xi8>, tensor<1x8x7x7xi32>) -> tensor<1x8x7x7xi32>
    %40 = "linalg.conv_2d_nchw_fchw_q"(%arg52, %arg53, %arg55, %arg55, %arg54) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg61: i8, %arg62: i8, %arg63: i32, %arg64: i32, %arg65: i32):
      %48 = "arith.extsi"(%arg61) : (i8) -> i32
      %49 = "arith.subi"(%48, %arg63) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %50 = "arith.extsi"(%arg62) : (i8) -> i32
      %51 = "arith.subi"(%50, %arg64) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %52 = "arith.muli"(%49, %51) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %53 = "arith.addi"(%arg65, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%53) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map18, #map19, #map20, #map20, #map16]} : (tensor<1x3x9x9xi8>, tensor<8x3x3x3xi8>, i32, i32, tensor<1x8x7x7xi32>) -> tensor<1x8x7x7xi32>
    %41 = "linalg.conv_2d_nhwc_hwcf_q"(%arg48, %arg49, %arg55, %arg55, %arg51) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: i32, %arg59: i32, %arg60: f32):
      %42 = "arith.sitofp"(%arg58) : (i32) -> f32
      %43 = "arith.subf"(%arg56, %42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %44 = "arith.sitofp"(%arg59) : (i32) -> f32
      %45 = "arith.subf"(%arg57, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %46 = "arith.mulf"(%43, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %47 = "arith.addf"(%arg60, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%47) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map21, #map15, #map20, #map20, #map16]} : (tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>, i32, i32, tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    "func.return"(%37) : (tensor<1x4x4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x2x4x9x9xf32>, memref<8x2x4x3x3xf32>, memref<2x8x4x3x3xf32>, memref<1x2x8x7x7xf32>, memref<1x9x9x2x4xi8>, memref<2x8x3x3x4xi8>, memref<1x7x7x2x8xi32>, i32, memref<1x2x4x9x9xi8>, memref<2x8x4x3x3xi8>, memref<1x2x8x7x7xi32>) -> (), sym_name = "grouped"}> ({
  ^bb0(%arg18: memref<1x2x4x9x9xf32>, %arg19: memref<8x2x4x3x3xf32>, %arg20: memref<2x8x4x3x3xf32>, %arg21: memref<1x2x8x7x7xf32>, %arg22: memref<1x9x9x2x4xi8>, %arg23: memref<2x8x3x3x4xi8>, %arg24: memref<1x7x7x2x8xi32>, %arg25: i32, %arg26: memref<1x2x4x9x9xi8>, %arg27: memref<2x8x4x3x3xi8>, %arg28: memref<1x2x8x7x7xi32>):
    "linalg.conv_2d_ngchw_fgchw"(%arg18, %arg19, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
      %35 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %36 = "arith.addf"(%arg47, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%36) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map22, #map23, #map24]} : (memref<1x2x4x9x9xf32>, memref<8x2x4x3x3xf32>, memref<1x2x8x7x7xf32>) -> ()
    "linalg.conv_2d_ngchw_gfchw"(%arg18, %arg20, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %33 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %34 = "arith.addf"(%arg44, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%34) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map22, #map25, #map24]} : (memref<1x2x4x9x9xf32>, memref<2x8x4x3x3xf32>, memref<1x2x8x7x7xf32>) -> ()
    "linalg.conv_2d_nhwgc_gfhwc"(%arg22, %arg23, %arg24) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: i8, %arg40: i8, %arg41: i32):
      %29 = "arith.extsi"(%arg39) : (i8) -> i32
      %30 = "arith.extsi"(%arg40) : (i8) -> i32
      %31 = "arith.muli"(%29, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %32 = "arith.addi"(%arg41, %31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%32) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map26, #map27, #map24]} : (memref<1x9x9x2x4xi8>, memref<2x8x3x3x4xi8>, memref<1x7x7x2x8xi32>) -> ()
    "linalg.conv_2d_nhwgc_gfhwc_q"(%arg22, %arg23, %arg25, %arg25, %arg24) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg34: i8, %arg35: i8, %arg36: i32, %arg37: i32, %arg38: i32):
      %23 = "arith.extsi"(%arg34) : (i8) -> i32
      %24 = "arith.subi"(%23, %arg36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %25 = "arith.extsi"(%arg35) : (i8) -> i32
      %26 = "arith.subi"(%25, %arg37) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %27 = "arith.muli"(%24, %26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %28 = "arith.addi"(%arg38, %27) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%28) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map26, #map27, #map28, #map28, #map24]} : (memref<1x9x9x2x4xi8>, memref<2x8x3x3x4xi8>, i32, i32, memref<1x7x7x2x8xi32>) -> ()
    "linalg.conv_2d_ngchw_gfchw_q"(%arg26, %arg27, %arg25, %arg25, %arg28) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg29: i8, %arg30: i8, %arg31: i32, %arg32: i32, %arg33: i32):
      %17 = "arith.extsi"(%arg29) : (i8) -> i32
      %18 = "arith.subi"(%17, %arg31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %19 = "arith.extsi"(%arg30) : (i8) -> i32
      %20 = "arith.subi"(%19, %arg32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %21 = "arith.muli"(%18, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %22 = "arith.addi"(%arg33, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%22) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map22, #map25, #map28, #map28, #map24]} : (memref<1x2x4x9x9xi8>, memref<2x8x4x3x3xi8>, i32, i32, memref<1x2x8x7x7xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x6x6x6x3xf16>, tensor<3x3x3x3x8xf16>, tensor<1x4x4x4x8xf32>, tensor<1x3x6x10x14xf32>, tensor<8x3x3x3x3xf32>, tensor<1x8x4x4x4xf32>, i32) -> tensor<1x4x4x4x8xf32>, sym_name = "conv3d"}> ({
  ^bb0(%arg0: tensor<1x6x6x6x3xf16>, %arg1: tensor<3x3x3x3x8xf16>, %arg2: tensor<1x4x4x4x8xf32>, %arg3: tensor<1x3x6x10x14xf32>, %arg4: tensor<8x3x3x3x3xf32>, %arg5: tensor<1x8x4x4x4xf32>, %arg6: i32):
    %0 = "linalg.conv_3d_ndhwc_dhwcf"(%arg0, %arg1, %arg2) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<3xi64>}> ({
    ^bb0(%arg15: f16, %arg16: f16, %arg17: f32):
      %13 = "arith.extf"(%arg15) : (f16) -> f32
      %14 = "arith.extf"(%arg16) : (f16) -> f32
      %15 = "arith.mulf"(%13, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %16 = "arith.addf"(%arg17, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%16) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map29, #map30, #map31]} : (tensor<1x6x6x6x3xf16>, tensor<3x3x3x3x8xf16>, tensor<1x4x4x4x8xf32>) -> tensor<1x4x4x4x8xf32>
    %1 = "linalg.conv_3d_ndhwc_dhwcf_q"(%arg0, %arg1, %arg6, %arg6, %arg2) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg10: f16, %arg11: f16, %arg12: i32, %arg13: i32, %arg14: f32):
      %5 = "arith.extf"(%arg10) : (f16) -> f32
      %6 = "arith.sitofp"(%arg12) : (i32) -> f32
      %7 = "arith.subf"(%5, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.extf"(%arg11) : (f16) -> f32
      %9 = "arith.sitofp"(%arg13) : (i32) -> f32
      %10 = "arith.subf"(%8, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %11 = "arith.mulf"(%7, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %12 = "arith.addf"(%arg14, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%12) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map29, #map30, #map32, #map32, #map31]} : (tensor<1x6x6x6x3xf16>, tensor<3x3x3x3x8xf16>, i32, i32, tensor<1x4x4x4x8xf32>) -> tensor<1x4x4x4x8xf32>
    %2 = "linalg.conv_3d_ncdhw_fcdhw"(%arg3, %arg4, %arg5) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[1, 2, 3]> : tensor<3xi64>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %3 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %4 = "arith.addf"(%arg9, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map33, #map34, #map31]} : (tensor<1x3x6x10x14xf32>, tensor<8x3x3x3x3xf32>, tensor<1x8x4x4x4xf32>) -> tensor<1x8x4x4x4xf32>
    "func.return"(%0) : (tensor<1x4x4x4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

