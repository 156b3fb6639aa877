#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>) -> (), sym_name = "dce_self_linalg_copy"}> ({
  ^bb0(%arg128: memref<?xf32>):
    "linalg.copy"(%arg128, %arg128) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg129: f32, %arg130: f32):
      "linalg.yield"(%arg129) : (f32) -> ()
    }) : (memref<?xf32>, memref<?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>, sym_name = "tensor.cast.unranked"}> ({
  ^bb0(%arg122: tensor<*xf32>, %arg123: tensor<*xf32>, %arg124: tensor<*xf32>):
    %87 = "tensor.cast"(%arg122) : (tensor<*xf32>) -> tensor<?x?xf32>
    %88 = "tensor.cast"(%arg123) : (tensor<*xf32>) -> tensor<?x?xf32>
    %89 = "tensor.cast"(%arg124) : (tensor<*xf32>) -> tensor<?x?xf32>
    %90 = "linalg.matmul"(%87, %88, %89) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32, %arg127: f32):
      %92 = "arith.mulf"(%arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %93 = "arith.addf"(%arg127, %92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%93) : (f32) -> ()
    }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %91 = "tensor.cast"(%90) : (tensor<?x?xf32>) -> tensor<*xf32>
    "func.return"(%91) : (tensor<*xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "linalg_effects"}> ({
  ^bb0(%arg110: tensor<?x?xf32>, %arg111: tensor<?x?xf32>, %arg112: tensor<?x?xf32>, %arg113: memref<?x?xf32>, %arg114: memref<?x?xf32>, %arg115: memref<?x?xf32>):
    %82 = "linalg.matmul"(%arg110, %arg111, %arg112) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
      %85 = "arith.mulf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %86 = "arith.addf"(%arg121, %85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%86) : (f32) -> ()
    }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    "linalg.matmul"(%arg113, %arg114, %arg115) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32, %arg118: f32):
      %83 = "arith.mulf"(%arg116, %arg117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %84 = "arith.addf"(%arg118, %83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%84) : (f32) -> ()
    }) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x16xf32>) -> (), sym_name = "fold_self_copy"}> ({
  ^bb0(%arg107: memref<4x16xf32>):
    "linalg.generic"(%arg107, %arg107) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32):
      "linalg.yield"(%arg108) : (f32) -> ()
    }) : (memref<4x16xf32>, memref<4x16xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<412x276xf32>, sym_name = "no_fold_pad_fill_value_mismatch"}> ({
    %77 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %78 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %79 = "tensor.empty"() : () -> tensor<400x273xf32>
    %80 = "linalg.fill"(%77, %79) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32):
      "linalg.yield"(%arg105) : (f32) -> ()
    }) : (f32, tensor<400x273xf32>) -> tensor<400x273xf32>
    %81 = "tensor.pad"(%80) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 8, 2>, static_low = array<i64: 4, 1>}> ({
    ^bb0(%arg103: index, %arg104: index):
      "tensor.yield"(%78) : (f32) -> ()
    }) : (tensor<400x273xf32>) -> tensor<412x276xf32>
    "func.return"(%81) : (tensor<412x276xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<7x123x124xf32>, tensor<8x128x128xf32>, index) -> tensor<8x384x384xf32>, sym_name = "multi_insert_pad_into_fill_overlap"}> ({
  ^bb0(%arg95: tensor<7x123x124xf32>, %arg96: tensor<8x128x128xf32>, %arg97: index):
    %69 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %70 = "arith.constant"() <{value = 0 : index}> : () -> index
    %71 = "tensor.pad"(%arg95) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 3, 4>, static_low = array<i64: 1, 2, 0>}> ({
    ^bb0(%arg100: index, %arg101: index, %arg102: index):
      "tensor.yield"(%69) : (f32) -> ()
    }) : (tensor<7x123x124xf32>) -> tensor<8x128x128xf32>
    %72 = "tensor.empty"() : () -> tensor<8x384x384xf32>
    %73 = "linalg.fill"(%69, %72) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: f32, %arg99: f32):
      "linalg.yield"(%arg98) : (f32) -> ()
    }) : (f32, tensor<8x384x384xf32>) -> tensor<8x384x384xf32>
    %74 = "tensor.insert_slice"(%arg96, %73, %arg97) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 8, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x128x128xf32>, tensor<8x384x384xf32>, index) -> tensor<8x384x384xf32>
    %75 = "tensor.insert_slice"(%arg96, %74) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 129>, static_sizes = array<i64: 8, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x128x128xf32>, tensor<8x384x384xf32>) -> tensor<8x384x384xf32>
    %76 = "tensor.insert_slice"(%71, %75) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 256>, static_sizes = array<i64: 8, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x128x128xf32>, tensor<8x384x384xf32>) -> tensor<8x384x384xf32>
    "func.return"(%76) : (tensor<8x384x384xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<7x123x124xf32>, tensor<8x128x128xf32>, index) -> tensor<8x384x384xf32>, sym_name = "multi_insert_pad_into_fill_mismatch"}> ({
  ^bb0(%arg87: tensor<7x123x124xf32>, %arg88: tensor<8x128x128xf32>, %arg89: index):
    %60 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %61 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %62 = "arith.constant"() <{value = 0 : index}> : () -> index
    %63 = "tensor.pad"(%arg87) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 3, 4>, static_low = array<i64: 1, 2, 0>}> ({
    ^bb0(%arg92: index, %arg93: index, %arg94: index):
      "tensor.yield"(%60) : (f32) -> ()
    }) : (tensor<7x123x124xf32>) -> tensor<8x128x128xf32>
    %64 = "tensor.empty"() : () -> tensor<8x384x384xf32>
    %65 = "linalg.fill"(%61, %64) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      "linalg.yield"(%arg90) : (f32) -> ()
    }) : (f32, tensor<8x384x384xf32>) -> tensor<8x384x384xf32>
    %66 = "tensor.insert_slice"(%arg88, %65, %arg89) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 8, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x128x128xf32>, tensor<8x384x384xf32>, index) -> tensor<8x384x384xf32>
    %67 = "tensor.insert_slice"(%arg88, %66, %arg89) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: 0, 128, -9223372036854775808>, static_sizes = array<i64: 8, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x128x128xf32>, tensor<8x384x384xf32>, index) -> tensor<8x384x384xf32>
    %68 = "tensor.insert_slice"(%63, %67) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 256>, static_sizes = array<i64: 8, 128, 128>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x128x128xf32>, tensor<8x384x384xf32>) -> tensor<8x384x384xf32>
    "func.return"(%68) : (tensor<8x384x384xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8xf32>) -> (), sym_name = "some_use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, i1) -> tensor<?x?xf32>, sym_name = "linalgop_with_cond_cast_consumer"}> ({
  ^bb0(%arg80: tensor<?x?xf32>, %arg81: tensor<?x?xf32>, %arg82: tensor<?x?xf32>, %arg83: i1):
    %56 = "linalg.matmul"(%arg80, %arg81, %arg82) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32, %arg86: f32):
      %58 = "arith.mulf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %59 = "arith.addf"(%arg86, %58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%59) : (f32) -> ()
    }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    "scf.if"(%arg83) ({
      %57 = "tensor.cast"(%56) : (tensor<?x?xf32>) -> tensor<4x8xf32>
      "func.call"(%57) <{callee = @some_use}> : (tensor<4x8xf32>) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"(%56) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> (), sym_name = "dedeplicate_regression_test"}> ({
  ^bb0(%arg74: tensor<4xf32>, %arg75: tensor<4xf32>):
    %54 = "linalg.generic"(%arg75, %arg75, %arg74) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32, %arg79: f32):
      "linalg.yield"(%arg77) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %55 = "linalg.generic"(%54) <{indexing_maps = [#map4], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg76: f32):
      "linalg.yield"(%arg76) : (f32) -> ()
    }) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x64x256xf32>) -> tensor<16x64x256xf32>, sym_name = "dead_softmax"}> ({
  ^bb0(%arg73: tensor<16x64x256xf32>):
    %52 = "tensor.empty"() : () -> tensor<16x64x256xf32>
    %53 = "linalg.softmax"(%arg73, %52) <{dimension = 1 : i64}> : (tensor<16x64x256xf32>, tensor<16x64x256xf32>) -> tensor<16x64x256xf32>
    "func.return"(%arg73) : (tensor<16x64x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "canonicalize_dim_of_dest_style_op"}> ({
  ^bb0(%arg68: tensor<?x?xf32>):
    %42 = "arith.constant"() <{value = 0 : index}> : () -> index
    %43 = "arith.constant"() <{value = 1 : index}> : () -> index
    %44 = "tensor.dim"(%arg68, %42) : (tensor<?x?xf32>, index) -> index
    %45 = "tensor.dim"(%arg68, %43) : (tensor<?x?xf32>, index) -> index
    %46 = "tensor.empty"(%44, %45) : (index, index) -> tensor<?x?xf32>
    %47 = "linalg.copy"(%arg68, %46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      "linalg.yield"(%arg71) : (f32) -> ()
    }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    %48 = "tensor.dim"(%47, %42) : (tensor<?x?xf32>, index) -> index
    %49 = "tensor.dim"(%47, %43) : (tensor<?x?xf32>, index) -> index
    %50 = "tensor.empty"(%48, %49) : (index, index) -> tensor<?x?xf32>
    %51 = "linalg.copy"(%47, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32):
      "linalg.yield"(%arg69) : (f32) -> ()
    }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    "func.return"(%51) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "broadcast_same_shape"}> ({
  ^bb0(%arg64: tensor<2x3xf32>, %arg65: tensor<2x3xf32>):
    %41 = "linalg.broadcast"(%arg64, %arg65) <{dimensions = array<i64>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      "linalg.yield"(%arg66) : (f32) -> ()
    }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%41) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>, sym_name = "transpose_1d"}> ({
  ^bb0(%arg60: tensor<16xf32>, %arg61: tensor<16xf32>):
    %40 = "linalg.transpose"(%arg60, %arg61) <{permutation = array<i64: 0>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      "linalg.yield"(%arg62) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%40) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x32x64xf32>, tensor<16x32x64xf32>) -> tensor<16x32x64xf32>, sym_name = "transpose_identity_perm"}> ({
  ^bb0(%arg56: tensor<16x32x64xf32>, %arg57: tensor<16x32x64xf32>):
    %39 = "linalg.transpose"(%arg56, %arg57) <{permutation = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg58: f32, %arg59: f32):
      "linalg.yield"(%arg58) : (f32) -> ()
    }) : (tensor<16x32x64xf32>, tensor<16x32x64xf32>) -> tensor<16x32x64xf32>
    "func.return"(%39) : (tensor<16x32x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x4x3xf32>, tensor<4x3x5xf32>, tensor<5x4x3xf32>) -> tensor<5x4x3xf32>, sym_name = "transpose_transpose_cancel"}> ({
  ^bb0(%arg49: tensor<5x4x3xf32>, %arg50: tensor<4x3x5xf32>, %arg51: tensor<5x4x3xf32>):
    %37 = "linalg.transpose"(%arg49, %arg50) <{permutation = array<i64: 1, 2, 0>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      "linalg.yield"(%arg54) : (f32) -> ()
    }) : (tensor<5x4x3xf32>, tensor<4x3x5xf32>) -> tensor<4x3x5xf32>
    %38 = "linalg.transpose"(%37, %arg51) <{permutation = array<i64: 2, 0, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      "linalg.yield"(%arg52) : (f32) -> ()
    }) : (tensor<4x3x5xf32>, tensor<5x4x3xf32>) -> tensor<5x4x3xf32>
    "func.return"(%38) : (tensor<5x4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x4x3xf32>, tensor<4x3x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xf32>, sym_name = "transpose_transpose_fold"}> ({
  ^bb0(%arg42: tensor<5x4x3xf32>, %arg43: tensor<4x3x5xf32>, %arg44: tensor<3x4x5xf32>):
    %35 = "linalg.transpose"(%arg42, %arg43) <{permutation = array<i64: 1, 2, 0>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      "linalg.yield"(%arg47) : (f32) -> ()
    }) : (tensor<5x4x3xf32>, tensor<4x3x5xf32>) -> tensor<4x3x5xf32>
    %36 = "linalg.transpose"(%35, %arg44) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (tensor<4x3x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
    "func.return"(%36) : (tensor<3x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, memref<?xf32>) -> (), sym_name = "transpose_buffer"}> ({
  ^bb0(%arg38: memref<?xf32>, %arg39: memref<?xf32>):
    "linalg.transpose"(%arg38, %arg39) <{permutation = array<i64: 0>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      "linalg.yield"(%arg40) : (f32) -> ()
    }) : (memref<?xf32>, memref<?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x32x100xf32>, index) -> tensor<32x7x?x16x1xf32>, sym_name = "no_infer_pack_shape"}> ({
  ^bb0(%arg36: tensor<?x32x100xf32>, %arg37: index):
    %32 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %33 = "tensor.empty"(%arg37) : (index) -> tensor<32x7x?x16x1xf32>
    %34 = "linalg.pack"(%arg36, %33, %32) <{inner_dims_pos = array<i64: 2, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 2, 0>, static_inner_tiles = array<i64: 16, 1>}> : (tensor<?x32x100xf32>, tensor<32x7x?x16x1xf32>, f32) -> tensor<32x7x?x16x1xf32>
    "func.return"(%34) : (tensor<32x7x?x16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1200x499999xf32>) -> tensor<31250x1200x16x1xf32>, sym_name = "fold_padding_value_pack_negative1"}> ({
  ^bb0(%arg35: tensor<1200x499999xf32>):
    %29 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %30 = "tensor.empty"() : () -> tensor<31250x1200x16x1xf32>
    %31 = "linalg.pack"(%arg35, %30, %29) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 16, 1>}> : (tensor<1200x499999xf32>, tensor<31250x1200x16x1xf32>, f32) -> tensor<31250x1200x16x1xf32>
    "func.return"(%31) : (tensor<31250x1200x16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1200x?xf32>, tensor<?x1200x16x1xf32>) -> tensor<?x1200x16x1xf32>, sym_name = "fold_padding_value_pack_negative2"}> ({
  ^bb0(%arg33: tensor<1200x?xf32>, %arg34: tensor<?x1200x16x1xf32>):
    %27 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %28 = "linalg.pack"(%arg33, %arg34, %27) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 16, 1>}> : (tensor<1200x?xf32>, tensor<?x1200x16x1xf32>, f32) -> tensor<?x1200x16x1xf32>
    "func.return"(%28) : (tensor<?x1200x16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1200x500000xf32>, tensor<?x1200x?x1xf32>, index) -> tensor<?x1200x?x1xf32>, sym_name = "fold_padding_value_pack_negative3"}> ({
  ^bb0(%arg30: tensor<1200x500000xf32>, %arg31: tensor<?x1200x?x1xf32>, %arg32: index):
    %25 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %26 = "linalg.pack"(%arg30, %arg31, %25, %arg32) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: -9223372036854775808, 1>}> : (tensor<1200x500000xf32>, tensor<?x1200x?x1xf32>, f32, index) -> tensor<?x1200x?x1xf32>
    "func.return"(%26) : (tensor<?x1200x?x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x7x?x16x1xf32>, index) -> tensor<?x32x100xf32>, sym_name = "no_infer_unpack_shape"}> ({
  ^bb0(%arg28: tensor<32x7x?x16x1xf32>, %arg29: index):
    %22 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %23 = "tensor.empty"(%arg29) : (index) -> tensor<?x32x100xf32>
    %24 = "linalg.unpack"(%arg28, %23) <{inner_dims_pos = array<i64: 2, 0>, outer_dims_perm = array<i64: 1, 2, 0>, static_inner_tiles = array<i64: 16, 1>}> : (tensor<32x7x?x16x1xf32>, tensor<?x32x100xf32>) -> tensor<?x32x100xf32>
    "func.return"(%24) : (tensor<?x32x100xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<128x128xf32>) -> tensor<128x128xf32>, sym_name = "unpack_pack"}> ({
  ^bb0(%arg27: tensor<128x128xf32>):
    %18 = "tensor.empty"() : () -> tensor<16x16x8x8xf32>
    %19 = "linalg.pack"(%arg27, %18) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8, 8>}> : (tensor<128x128xf32>, tensor<16x16x8x8xf32>) -> tensor<16x16x8x8xf32>
    %20 = "tensor.empty"() : () -> tensor<128x128xf32>
    %21 = "linalg.unpack"(%19, %20) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 8>}> : (tensor<16x16x8x8xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    "func.return"(%21) : (tensor<128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<256x512xbf16>) -> tensor<224x512xbf16>, sym_name = "unpack_pack_with_padding_no_canonicalization"}> ({
  ^bb0(%arg26: tensor<256x512xbf16>):
    %14 = "tensor.empty"() : () -> tensor<4x16x64x32xbf16>
    %15 = "tensor.empty"() : () -> tensor<224x512xbf16>
    %16 = "linalg.pack"(%arg26, %14) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 64, 32>}> : (tensor<256x512xbf16>, tensor<4x16x64x32xbf16>) -> tensor<4x16x64x32xbf16>
    %17 = "linalg.unpack"(%16, %15) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 64, 32>}> : (tensor<4x16x64x32xbf16>, tensor<224x512xbf16>) -> tensor<224x512xbf16>
    "func.return"(%17) : (tensor<224x512xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?x?xf32>, index, index, index, index, index, index, index, index) -> tensor<?x?x?x?xf32>, sym_name = "pack_unpack_different_tiles"}> ({
  ^bb0(%arg17: tensor<?x?x?x?xf32>, %arg18: index, %arg19: index, %arg20: index, %arg21: index, %arg22: index, %arg23: index, %arg24: index, %arg25: index):
    %10 = "tensor.empty"(%arg18, %arg19) : (index, index) -> tensor<?x?xf32>
    %11 = "linalg.unpack"(%arg17, %10, %arg24, %arg25) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?x?xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    %12 = "tensor.empty"(%arg20, %arg21, %arg22, %arg23) : (index, index, index, index) -> tensor<?x?x?x?xf32>
    %13 = "linalg.pack"(%11, %12, %arg25, %arg24) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 2>, static_inner_tiles = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, tensor<?x?x?x?xf32>, index, index) -> tensor<?x?x?x?xf32>
    "func.return"(%13) : (tensor<?x?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?x?xf32>, index, index, index, index, index, index, index, index, f32) -> tensor<?x?x?x?xf32>, sym_name = "pack_unpack_dynamic_with_padding"}> ({
  ^bb0(%arg7: tensor<?x?x?x?xf32>, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: index, %arg15: index, %arg16: f32):
    %6 = "tensor.empty"(%arg8, %arg9) : (index, index) -> tensor<?x?xf32>
    %7 = "linalg.unpack"(%arg7, %6, %arg14, %arg15) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?x?xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    %8 = "tensor.empty"(%arg10, %arg11, %arg12, %arg13) : (index, index, index, index) -> tensor<?x?x?x?xf32>
    %9 = "linalg.pack"(%7, %8, %arg16, %arg14, %arg15) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 2>, static_inner_tiles = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, tensor<?x?x?x?xf32>, f32, index, index) -> tensor<?x?x?x?xf32>
    "func.return"(%9) : (tensor<?x?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<28x2x?x16x16xf32>, tensor<28x32x?xf32>, index) -> tensor<28x28x?xf32>, sym_name = "fold_extract_slice_into_unpack"}> ({
  ^bb0(%arg4: tensor<28x2x?x16x16xf32>, %arg5: tensor<28x32x?xf32>, %arg6: index):
    %4 = "linalg.unpack"(%arg4, %arg5) <{inner_dims_pos = array<i64: 1, 2>, outer_dims_perm = array<i64: 0, 1, 2>, static_inner_tiles = array<i64: 16, 16>}> : (tensor<28x2x?x16x16xf32>, tensor<28x32x?xf32>) -> tensor<28x32x?xf32>
    %5 = "tensor.extract_slice"(%4, %arg6) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 28, 28, -9223372036854775808>, static_strides = array<i64: 1, 1, 1>}> : (tensor<28x32x?xf32>, index) -> tensor<28x28x?xf32>
    "func.return"(%5) : (tensor<28x28x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<28x2x16xf32>, tensor<28x32xf32>) -> tensor<28xf32>, sym_name = "no_fold_extract_slice_into_unpack_rank_reducing"}> ({
  ^bb0(%arg2: tensor<28x2x16xf32>, %arg3: tensor<28x32xf32>):
    %2 = "linalg.unpack"(%arg2, %arg3) <{inner_dims_pos = array<i64: 1>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 16>}> : (tensor<28x2x16xf32>, tensor<28x32xf32>) -> tensor<28x32xf32>
    %3 = "tensor.extract_slice"(%2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 28>, static_strides = array<i64: 1, 1>}> : (tensor<28x32xf32>) -> tensor<28xf32>
    "func.return"(%3) : (tensor<28xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<28x2x16xf32>, tensor<28x32xf32>) -> tensor<28x28xf32>, sym_name = "no_fold_extract_slice_into_unpack_non_zero_offset"}> ({
  ^bb0(%arg0: tensor<28x2x16xf32>, %arg1: tensor<28x32xf32>):
    %0 = "linalg.unpack"(%arg0, %arg1) <{inner_dims_pos = array<i64: 1>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 16>}> : (tensor<28x2x16xf32>, tensor<28x32xf32>) -> tensor<28x32xf32>
    %1 = "tensor.extract_slice"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 28, 28>, static_strides = array<i64: 1, 1>}> : (tensor<28x32xf32>) -> tensor<28x28xf32>
    "func.return"(%1) : (tensor<28x28xf32>) -> ()
  }) : () -> ()
}) : () -> ()

