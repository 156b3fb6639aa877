"builtin.module"() ({
  "func.func"() <{function_type = (tensor<5x6xf32>, index) -> tensor<5x6xf32>, sym_name = "pad_same_static_shape"}> ({
  ^bb0(%arg83: tensor<5x6xf32>, %arg84: index):
    %51 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %52 = "tensor.pad"(%arg83, %arg84, %arg84) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: -9223372036854775808, 0>}> ({
    ^bb0(%arg85: index, %arg86: index):
      "tensor.yield"(%51) : (f32) -> ()
    }) : (tensor<5x6xf32>, index, index) -> tensor<5x6xf32>
    "func.return"(%52) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x64x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "pad_fold_static"}> ({
  ^bb0(%arg78: tensor<?x64x?x?xf32>):
    %47 = "arith.constant"() <{value = 0 : index}> : () -> index
    %48 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %49 = "arith.constant"() <{value = 4 : index}> : () -> index
    %50 = "tensor.pad"(%arg78, %49, %49) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 0, -9223372036854775808, 1, 1>, static_low = array<i64: 0, -9223372036854775808, 1, 1>}> ({
    ^bb0(%arg79: index, %arg80: index, %arg81: index, %arg82: index):
      "tensor.yield"(%48) : (f32) -> ()
    }) : (tensor<?x64x?x?xf32>, index, index) -> tensor<?x?x?x?xf32>
    "func.return"(%50) : (tensor<?x?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x6xf32>, index) -> tensor<5x6xf32>, sym_name = "pad_nofold_same_static_shape"}> ({
  ^bb0(%arg74: tensor<5x6xf32>, %arg75: index):
    %45 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %46 = "tensor.pad"(%arg74, %arg75, %arg75) <{nofold, operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: -9223372036854775808, 0>}> ({
    ^bb0(%arg76: index, %arg77: index):
      "tensor.yield"(%45) : (f32) -> ()
    }) : (tensor<5x6xf32>, index, index) -> tensor<5x6xf32>
    "func.return"(%46) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x64x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "pad_after_cast_different_shape"}> ({
  ^bb0(%arg69: tensor<?x64x?x?xf32>):
    %42 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %43 = "tensor.cast"(%arg69) : (tensor<?x64x?x?xf32>) -> tensor<?x?x?x?xf32>
    %44 = "tensor.pad"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg70: index, %arg71: index, %arg72: index, %arg73: index):
      "tensor.yield"(%42) : (f32) -> ()
    }) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
    "func.return"(%44) : (tensor<?x?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x64x?x?xf32>, index) -> tensor<?x?x?x?xf32>, sym_name = "pad_after_cast_same_shape"}> ({
  ^bb0(%arg63: tensor<?x64x?x?xf32>, %arg64: index):
    %39 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %40 = "tensor.cast"(%arg63) : (tensor<?x64x?x?xf32>) -> tensor<?x?x?x?xf32>
    %41 = "tensor.pad"(%40, %arg64, %arg64) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 0, -9223372036854775808, 1, 1>, static_low = array<i64: 0, -9223372036854775808, 1, 1>}> ({
    ^bb0(%arg65: index, %arg66: index, %arg67: index, %arg68: index):
      "tensor.yield"(%39) : (f32) -> ()
    }) : (tensor<?x?x?x?xf32>, index, index) -> tensor<?x?x?x?xf32>
    "func.return"(%41) : (tensor<?x?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x?xf32>, index) -> tensor<8x32xf32>, sym_name = "pad_of_cast"}> ({
  ^bb0(%arg59: tensor<8x?xf32>, %arg60: index):
    %35 = "arith.constant"() <{value = 0 : index}> : () -> index
    %36 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %37 = "tensor.cast"(%arg59) : (tensor<8x?xf32>) -> tensor<?x?xf32>
    %38 = "tensor.pad"(%37, %35, %35, %35, %arg60) <{operandSegmentSizes = array<i32: 1, 2, 2>, static_high = array<i64: -9223372036854775808, -9223372036854775808>, static_low = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg61: index, %arg62: index):
      "tensor.yield"(%36) : (f32) -> ()
    }) : (tensor<?x?xf32>, index, index, index, index) -> tensor<8x32xf32>
    "func.return"(%38) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, index) -> tensor<32x32xf32>, sym_name = "cast_of_pad_more_static"}> ({
  ^bb0(%arg55: tensor<?x?xf32>, %arg56: index):
    %32 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %33 = "tensor.pad"(%arg55, %arg56, %arg56) <{operandSegmentSizes = array<i32: 1, 2, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg57: index, %arg58: index):
      "tensor.yield"(%32) : (f32) -> ()
    }) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    %34 = "tensor.cast"(%33) : (tensor<?x?xf32>) -> tensor<32x32xf32>
    "func.return"(%34) : (tensor<32x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x?x?xf32>, index) -> tensor<?x32x32xf32>, sym_name = "cast_of_pad_less_static"}> ({
  ^bb0(%arg50: tensor<32x?x?xf32>, %arg51: index):
    %29 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %30 = "tensor.pad"(%arg50, %arg51, %arg51, %arg51) <{operandSegmentSizes = array<i32: 1, 3, 0>, static_high = array<i64: 0, 0, 0>, static_low = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg52: index, %arg53: index, %arg54: index):
      "tensor.yield"(%29) : (f32) -> ()
    }) : (tensor<32x?x?xf32>, index, index, index) -> tensor<32x?x?xf32>
    %31 = "tensor.cast"(%30) : (tensor<32x?x?xf32>) -> tensor<?x32x32xf32>
    "func.return"(%31) : (tensor<?x32x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "pad_cast_fold"}> ({
  ^bb0(%arg47: tensor<4x4xf32>):
    %25 = "arith.constant"() <{value = 0 : index}> : () -> index
    %26 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %27 = "tensor.cast"(%arg47) : (tensor<4x4xf32>) -> tensor<?x?xf32>
    %28 = "tensor.pad"(%27, %25, %25, %25, %25) <{operandSegmentSizes = array<i32: 1, 2, 2>, static_high = array<i64: -9223372036854775808, -9223372036854775808>, static_low = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg48: index, %arg49: index):
      "tensor.yield"(%26) : (f32) -> ()
    }) : (tensor<?x?xf32>, index, index, index, index) -> tensor<4x4xf32>
    "func.return"(%28) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>) -> tensor<4x4xf32>, sym_name = "fold_pad_source_cast"}> ({
  ^bb0(%arg44: tensor<4x?xf32>):
    %22 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %23 = "tensor.cast"(%arg44) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    %24 = "tensor.pad"(%23) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 1>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg45: index, %arg46: index):
      "tensor.yield"(%22) : (f32) -> ()
    }) : (tensor<?x?xf32>) -> tensor<4x4xf32>
    "func.return"(%24) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, f32) -> tensor<2x3x4xf32>, sym_name = "pad_static_zero_cast"}> ({
  ^bb0(%arg39: tensor<?x?x?xf32>, %arg40: f32):
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "tensor.pad"(%arg39, %20, %20) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 0, 0, -9223372036854775808>, static_low = array<i64: 0, -9223372036854775808, 0>}> ({
    ^bb0(%arg41: index, %arg42: index, %arg43: index):
      "tensor.yield"(%arg40) : (f32) -> ()
    }) : (tensor<?x?x?xf32>, index, index) -> tensor<2x3x4xf32>
    "func.return"(%21) : (tensor<2x3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, f32) -> tensor<2x3x4xf32>, sym_name = "pad_nofold_static_zero"}> ({
  ^bb0(%arg34: tensor<?x?x?xf32>, %arg35: f32):
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "tensor.pad"(%arg34, %18, %18) <{nofold, operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 0, 0, -9223372036854775808>, static_low = array<i64: 0, -9223372036854775808, 0>}> ({
    ^bb0(%arg36: index, %arg37: index, %arg38: index):
      "tensor.yield"(%arg35) : (f32) -> ()
    }) : (tensor<?x?x?xf32>, index, index) -> tensor<2x3x4xf32>
    "func.return"(%19) : (tensor<2x3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<64x64xf32>, index, index, index, index) -> (tensor<8x4xf32>, tensor<4x64xf32>, tensor<8x4xf32>, tensor<6x4xf32>), sym_name = "dont_fold_pad_chains"}> ({
  ^bb0(%arg19: tensor<64x64xf32>, %arg20: index, %arg21: index, %arg22: index, %arg23: index):
    %6 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %7 = "tensor.extract_slice"(%arg19, %arg20) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 16, 0>, static_sizes = array<i64: -9223372036854775808, 64>, static_strides = array<i64: 1, 1>}> : (tensor<64x64xf32>, index) -> tensor<?x64xf32>
    %8 = "tensor.pad"(%7, %arg22) <{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: -9223372036854775808, 0>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg32: index, %arg33: index):
      "tensor.yield"(%6) : (f32) -> ()
    }) : (tensor<?x64xf32>, index) -> tensor<8x64xf32>
    %9 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %10 = "tensor.extract_slice"(%8, %arg21) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 8, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<8x64xf32>, index) -> tensor<8x?xf32>
    %11 = "tensor.pad"(%10, %arg23) <{nofold, operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg30: index, %arg31: index):
      "tensor.yield"(%9) : (f32) -> ()
    }) : (tensor<8x?xf32>, index) -> tensor<8x4xf32>
    %12 = "tensor.extract_slice"(%8, %arg21) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 4, 0>, static_sizes = array<i64: -9223372036854775808, 64>, static_strides = array<i64: 1, 1>}> : (tensor<8x64xf32>, index) -> tensor<?x64xf32>
    %13 = "tensor.pad"(%12, %arg23) <{nofold, operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: -9223372036854775808, 0>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg28: index, %arg29: index):
      "tensor.yield"(%6) : (f32) -> ()
    }) : (tensor<?x64xf32>, index) -> tensor<4x64xf32>
    %14 = "tensor.extract_slice"(%8, %arg20, %arg21) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: 8, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<8x64xf32>, index, index) -> tensor<8x?xf32>
    %15 = "tensor.pad"(%14, %arg23) <{nofold, operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg26: index, %arg27: index):
      "tensor.yield"(%6) : (f32) -> ()
    }) : (tensor<8x?xf32>, index) -> tensor<8x4xf32>
    %16 = "tensor.extract_slice"(%8, %arg21) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 6, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<8x64xf32>, index) -> tensor<6x?xf32>
    %17 = "tensor.pad"(%16, %arg23) <{nofold, operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg24: index, %arg25: index):
      "tensor.yield"(%6) : (f32) -> ()
    }) : (tensor<6x?xf32>, index) -> tensor<6x4xf32>
    "func.return"(%11, %13, %15, %17) : (tensor<8x4xf32>, tensor<4x64xf32>, tensor<8x4xf32>, tensor<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, f32) -> tensor<7x8xf32>, sym_name = "merge_constant_padding"}> ({
  ^bb0(%arg13: tensor<2x3xf32>, %arg14: f32):
    %4 = "tensor.pad"(%arg13) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 0>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg17: index, %arg18: index):
      "tensor.yield"(%arg14) : (f32) -> ()
    }) : (tensor<2x3xf32>) -> tensor<4x4xf32>
    %5 = "tensor.pad"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 3, 2>, static_low = array<i64: 0, 2>}> ({
    ^bb0(%arg15: index, %arg16: index):
      "tensor.yield"(%arg14) : (f32) -> ()
    }) : (tensor<4x4xf32>) -> tensor<7x8xf32>
    "func.return"(%5) : (tensor<7x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, f32) -> tensor<7x8xf32>, sym_name = "dont_merge_constant_padding_nofold"}> ({
  ^bb0(%arg7: tensor<2x3xf32>, %arg8: f32):
    %2 = "tensor.pad"(%arg7) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 0>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg11: index, %arg12: index):
      "tensor.yield"(%arg8) : (f32) -> ()
    }) : (tensor<2x3xf32>) -> tensor<4x4xf32>
    %3 = "tensor.pad"(%2) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 3, 2>, static_low = array<i64: 0, 2>}> ({
    ^bb0(%arg9: index, %arg10: index):
      "tensor.yield"(%arg8) : (f32) -> ()
    }) : (tensor<4x4xf32>) -> tensor<7x8xf32>
    "func.return"(%3) : (tensor<7x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, f32, f32) -> tensor<7x8xf32>, sym_name = "dont_merge_constant_padding_different_vals"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: f32, %arg2: f32):
    %0 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 0>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg5: index, %arg6: index):
      "tensor.yield"(%arg1) : (f32) -> ()
    }) : (tensor<2x3xf32>) -> tensor<4x4xf32>
    %1 = "tensor.pad"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 3, 2>, static_low = array<i64: 0, 2>}> ({
    ^bb0(%arg3: index, %arg4: index):
      "tensor.yield"(%arg2) : (f32) -> ()
    }) : (tensor<4x4xf32>) -> tensor<7x8xf32>
    "func.return"(%1) : (tensor<7x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

