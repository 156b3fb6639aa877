#map = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d4, d2)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 + d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d5, d2 * 2 + d6, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map17 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
#map18 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map19 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
#map20 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d4, d2 + d5, d3 + d6, d7)>
#map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
#map22 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
#map23 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
#map24 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
#map25 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
#map26 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 + d4, d2 + d5, d3 + d6)>
#map27 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
#map28 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
#map29 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map30 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
#map31 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map32 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + d3)>
#map33 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3 + d7, d4)>
#map34 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
#map35 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x10x4xf32>, tensor<3x4xf32>, tensor<1x8x4xf32>, tensor<3x4x2xf32>, tensor<1x8x4x2xf32>, tensor<1x4x10xf32>, tensor<4x3xf32>, tensor<1x4x8xf32>) -> tensor<1x8x4xf32>, sym_name = "depthwise"}> ({
  ^bb0(%arg113: tensor<1x10x4xf32>, %arg114: tensor<3x4xf32>, %arg115: tensor<1x8x4xf32>, %arg116: tensor<3x4x2xf32>, %arg117: tensor<1x8x4x2xf32>, %arg118: tensor<1x4x10xf32>, %arg119: tensor<4x3xf32>, %arg120: tensor<1x4x8xf32>):
    %62 = "linalg.depthwise_conv_1d_nwc_wc"(%arg113, %arg114, %arg115) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<1xi64>}> ({
    ^bb0(%arg127: f32, %arg128: f32, %arg129: f32):
      %69 = "arith.mulf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %70 = "arith.addf"(%arg129, %69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%70) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x10x4xf32>, tensor<3x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
    %63 = "linalg.depthwise_conv_1d_nwc_wcm"(%arg113, %arg116, %arg117) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg124: f32, %arg125: f32, %arg126: f32):
      %67 = "arith.mulf"(%arg124, %arg125) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %68 = "arith.addf"(%arg126, %67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%68) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (tensor<1x10x4xf32>, tensor<3x4x2xf32>, tensor<1x8x4x2xf32>) -> tensor<1x8x4x2xf32>
    %64 = "linalg.depthwise_conv_1d_ncw_cw"(%arg118, %arg119, %arg120) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg121: f32, %arg122: f32, %arg123: f32):
      %65 = "arith.mulf"(%arg121, %arg122) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %66 = "arith.addf"(%arg123, %65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%66) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (tensor<1x4x10xf32>, tensor<4x3xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    "func.return"(%62) : (tensor<1x8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x9x9x4xi8>, tensor<3x3x4xi8>, tensor<1x4x4x4xi32>, tensor<3x3x4x2xi8>, tensor<1x4x4x4x2xi32>, tensor<1x4x9x9xf32>, tensor<4x3x3xf32>, tensor<1x4x7x7xf32>, i32) -> tensor<1x4x4x4xi32>, sym_name = "depthwise2d"}> ({
  ^bb0(%arg85: tensor<1x9x9x4xi8>, %arg86: tensor<3x3x4xi8>, %arg87: tensor<1x4x4x4xi32>, %arg88: tensor<3x3x4x2xi8>, %arg89: tensor<1x4x4x4x2xi32>, %arg90: tensor<1x4x9x9xf32>, %arg91: tensor<4x3x3xf32>, %arg92: tensor<1x4x7x7xf32>, %arg93: i32):
    %35 = "linalg.depthwise_conv_2d_nhwc_hwc"(%arg85, %arg86, %arg87) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg110: i8, %arg111: i8, %arg112: i32):
      %58 = "arith.extsi"(%arg110) : (i8) -> i32
      %59 = "arith.extsi"(%arg111) : (i8) -> i32
      %60 = "arith.muli"(%58, %59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %61 = "arith.addi"(%arg112, %60) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%61) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map10, #map11]} : (tensor<1x9x9x4xi8>, tensor<3x3x4xi8>, tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
    %36 = "linalg.depthwise_conv_2d_nhwc_hwc_q"(%arg85, %arg86, %arg93, %arg93, %arg87) <{operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg105: i8, %arg106: i8, %arg107: i32, %arg108: i32, %arg109: i32):
      %52 = "arith.extsi"(%arg105) : (i8) -> i32
      %53 = "arith.subi"(%52, %arg107) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %54 = "arith.extsi"(%arg106) : (i8) -> i32
      %55 = "arith.subi"(%54, %arg108) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %56 = "arith.muli"(%53, %55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %57 = "arith.addi"(%arg109, %56) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%57) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map10, #map12, #map12, #map11]} : (tensor<1x9x9x4xi8>, tensor<3x3x4xi8>, i32, i32, tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
    %37 = "linalg.depthwise_conv_2d_nhwc_hwcm"(%arg85, %arg88, %arg89) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg102: i8, %arg103: i8, %arg104: i32):
      %48 = "arith.extsi"(%arg102) : (i8) -> i32
      %49 = "arith.extsi"(%arg103) : (i8) -> i32
      %50 = "arith.muli"(%48, %49) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %51 = "arith.addi"(%arg104, %50) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%51) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map13, #map14, #map15]} : (tensor<1x9x9x4xi8>, tensor<3x3x4x2xi8>, tensor<1x4x4x4x2xi32>) -> tensor<1x4x4x4x2xi32>
    %38 = "linalg.depthwise_conv_2d_nhwc_hwcm_q"(%arg85, %arg88, %arg93, %arg93, %arg89) <{operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg97: i8, %arg98: i8, %arg99: i32, %arg100: i32, %arg101: i32):
      %42 = "arith.extsi"(%arg97) : (i8) -> i32
      %43 = "arith.subi"(%42, %arg99) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %44 = "arith.extsi"(%arg98) : (i8) -> i32
      %45 = "arith.subi"(%44, %arg100) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %46 = "arith.muli"(%43, %45) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %47 = "arith.addi"(%arg101, %46) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%47) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map13, #map14, #map16, #map16, #map15]} : (tensor<1x9x9x4xi8>, tensor<3x3x4x2xi8>, i32, i32, tensor<1x4x4x4x2xi32>) -> tensor<1x4x4x4x2xi32>
    %39 = "linalg.depthwise_conv_2d_nchw_chw"(%arg90, %arg91, %arg92) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32, %arg96: f32):
      %40 = "arith.mulf"(%arg94, %arg95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %41 = "arith.addf"(%arg96, %40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%41) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map17, #map18, #map19]} : (tensor<1x4x9x9xf32>, tensor<4x3x3xf32>, tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
    "func.return"(%35) : (tensor<1x4x4x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x6x6x6x4xf32>, memref<3x3x3x4xf32>, memref<1x4x4x4x4xf32>, memref<3x3x3x4x2xf32>, memref<1x4x4x4x4x2xf32>, memref<1x4x6x6x6xf32>, memref<4x3x3x3xf32>, memref<1x4x4x4x4xf32>) -> (), sym_name = "depthwise3d"}> ({
  ^bb0(%arg68: memref<1x6x6x6x4xf32>, %arg69: memref<3x3x3x4xf32>, %arg70: memref<1x4x4x4x4xf32>, %arg71: memref<3x3x3x4x2xf32>, %arg72: memref<1x4x4x4x4x2xf32>, %arg73: memref<1x4x6x6x6xf32>, %arg74: memref<4x3x3x3xf32>, %arg75: memref<1x4x4x4x4xf32>):
    "linalg.depthwise_conv_3d_ndhwc_dhwc"(%arg68, %arg69, %arg70) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %33 = "arith.mulf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %34 = "arith.addf"(%arg84, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%34) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map20, #map21, #map22]} : (memref<1x6x6x6x4xf32>, memref<3x3x3x4xf32>, memref<1x4x4x4x4xf32>) -> ()
    "linalg.depthwise_conv_3d_ndhwc_dhwcm"(%arg68, %arg71, %arg72) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32, %arg81: f32):
      %31 = "arith.mulf"(%arg79, %arg80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %32 = "arith.addf"(%arg81, %31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%32) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map23, #map24, #map25]} : (memref<1x6x6x6x4xf32>, memref<3x3x3x4x2xf32>, memref<1x4x4x4x4x2xf32>) -> ()
    "linalg.depthwise_conv_3d_ncdhw_cdhw"(%arg73, %arg74, %arg75) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32, %arg78: f32):
      %29 = "arith.mulf"(%arg76, %arg77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %30 = "arith.addf"(%arg78, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%30) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map26, #map27, #map28]} : (memref<1x4x6x6x6xf32>, memref<4x3x3x3xf32>, memref<1x4x4x4x4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x9x9x4xf32>, tensor<3x3xf32>, tensor<1x4x4x4xf32>, tensor<1x9x9x4xi8>, tensor<1x4x4x4xi32>, tensor<1x4x9x9xf32>, tensor<1x4x7x7xf32>) -> tensor<1x4x4x4xf32>, sym_name = "pool2d"}> ({
  ^bb0(%arg40: tensor<1x9x9x4xf32>, %arg41: tensor<3x3xf32>, %arg42: tensor<1x4x4x4xf32>, %arg43: tensor<1x9x9x4xi8>, %arg44: tensor<1x4x4x4xi32>, %arg45: tensor<1x4x9x9xf32>, %arg46: tensor<1x4x7x7xf32>):
    %12 = "linalg.pooling_nhwc_min"(%arg40, %arg41, %arg42) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg65: f32, %arg66: f32, %arg67: f32):
      %28 = "arith.minimumf"(%arg67, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%28) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map29, #map11]} : (tensor<1x9x9x4xf32>, tensor<3x3xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %13 = "linalg.pooling_nhwc_max_unsigned"(%arg43, %arg41, %arg44) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg62: i8, %arg63: f32, %arg64: i32):
      %26 = "arith.extui"(%arg62) : (i8) -> i32
      %27 = "arith.maxui"(%arg64, %26) : (i32, i32) -> i32
      "linalg.yield"(%27) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map29, #map11]} : (tensor<1x9x9x4xi8>, tensor<3x3xf32>, tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
    %14 = "linalg.pooling_nhwc_min_unsigned"(%arg43, %arg41, %arg44) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg59: i8, %arg60: f32, %arg61: i32):
      %24 = "arith.extui"(%arg59) : (i8) -> i32
      %25 = "arith.minui"(%arg61, %24) : (i32, i32) -> i32
      "linalg.yield"(%25) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map29, #map11]} : (tensor<1x9x9x4xi8>, tensor<3x3xf32>, tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
    %15 = "linalg.pooling_nchw_sum"(%arg45, %arg41, %arg46) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %23 = "arith.addf"(%arg58, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%23) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map30, #map29, #map11]} : (tensor<1x4x9x9xf32>, tensor<3x3xf32>, tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
    %16 = "linalg.pooling_nchw_max"(%arg45, %arg41, %arg46) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32, %arg55: f32):
      %22 = "arith.maximumf"(%arg55, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%22) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map30, #map29, #map11]} : (tensor<1x4x9x9xf32>, tensor<3x3xf32>, tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
    %17 = "linalg.pooling_nhwc_max"(%arg43, %arg41, %arg44) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg50: i8, %arg51: f32, %arg52: i32):
      %20 = "arith.extsi"(%arg50) : (i8) -> i32
      %21 = "arith.maxsi"(%arg52, %20) : (i32, i32) -> i32
      "linalg.yield"(%21) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map29, #map11]} : (tensor<1x9x9x4xi8>, tensor<3x3xf32>, tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
    %18 = "linalg.pooling_nhwc_sum"(%arg40, %arg41, %arg42) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg47: f32, %arg48: f32, %arg49: f32):
      %19 = "arith.addf"(%arg49, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%19) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map29, #map11]} : (tensor<1x9x9x4xf32>, tensor<3x3xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
    "func.return"(%12) : (tensor<1x4x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x10x4xf32>, memref<3xf32>, memref<1x8x4xf32>, memref<1x10x4xi16>, memref<1x8x4xi32>, memref<1x4x10xf32>, memref<1x4x8xf32>, memref<1x6x6x6x4xf32>, memref<3x3x3xf32>, memref<1x4x4x4x4xf32>) -> (), sym_name = "pool1d3d"}> ({
  ^bb0(%arg0: memref<1x10x4xf32>, %arg1: memref<3xf32>, %arg2: memref<1x8x4xf32>, %arg3: memref<1x10x4xi16>, %arg4: memref<1x8x4xi32>, %arg5: memref<1x4x10xf32>, %arg6: memref<1x4x8xf32>, %arg7: memref<1x6x6x6x4xf32>, %arg8: memref<3x3x3xf32>, %arg9: memref<1x4x4x4x4xf32>):
    "linalg.pooling_nwc_sum"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
      %11 = "arith.addf"(%arg39, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%11) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map31, #map2]} : (memref<1x10x4xf32>, memref<3xf32>, memref<1x8x4xf32>) -> ()
    "linalg.pooling_nwc_max"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
      %10 = "arith.maximumf"(%arg36, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map31, #map2]} : (memref<1x10x4xf32>, memref<3xf32>, memref<1x8x4xf32>) -> ()
    "linalg.pooling_nwc_min"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32, %arg33: f32):
      %9 = "arith.minimumf"(%arg33, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%9) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map31, #map2]} : (memref<1x10x4xf32>, memref<3xf32>, memref<1x8x4xf32>) -> ()
    "linalg.pooling_nwc_max_unsigned"(%arg3, %arg1, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: i16, %arg29: f32, %arg30: i32):
      %7 = "arith.extui"(%arg28) : (i16) -> i32
      %8 = "arith.maxui"(%arg30, %7) : (i32, i32) -> i32
      "linalg.yield"(%8) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map31, #map2]} : (memref<1x10x4xi16>, memref<3xf32>, memref<1x8x4xi32>) -> ()
    "linalg.pooling_nwc_min_unsigned"(%arg3, %arg1, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg25: i16, %arg26: f32, %arg27: i32):
      %5 = "arith.extui"(%arg25) : (i16) -> i32
      %6 = "arith.minui"(%arg27, %5) : (i32, i32) -> i32
      "linalg.yield"(%6) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map31, #map2]} : (memref<1x10x4xi16>, memref<3xf32>, memref<1x8x4xi32>) -> ()
    "linalg.pooling_ncw_sum"(%arg5, %arg1, %arg6) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32, %arg24: f32):
      %4 = "arith.addf"(%arg24, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map32, #map31, #map2]} : (memref<1x4x10xf32>, memref<3xf32>, memref<1x4x8xf32>) -> ()
    "linalg.pooling_ncw_max"(%arg5, %arg1, %arg6) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
      %3 = "arith.maximumf"(%arg21, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map32, #map31, #map2]} : (memref<1x4x10xf32>, memref<3xf32>, memref<1x4x8xf32>) -> ()
    "linalg.pooling_ndhwc_sum"(%arg7, %arg8, %arg9) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
      %2 = "arith.addf"(%arg18, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map33, #map34, #map35]} : (memref<1x6x6x6x4xf32>, memref<3x3x3xf32>, memref<1x4x4x4x4xf32>) -> ()
    "linalg.pooling_ndhwc_max"(%arg7, %arg8, %arg9) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %1 = "arith.maximumf"(%arg15, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map33, #map34, #map35]} : (memref<1x6x6x6x4xf32>, memref<3x3x3xf32>, memref<1x4x4x4x4xf32>) -> ()
    "linalg.pooling_ndhwc_min"(%arg7, %arg8, %arg9) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
      %0 = "arith.minimumf"(%arg12, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map33, #map34, #map35]} : (memref<1x6x6x6x4xf32>, memref<3x3x3xf32>, memref<1x4x4x4x4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

