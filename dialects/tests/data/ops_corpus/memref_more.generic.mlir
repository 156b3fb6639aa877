#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d1 * 4 + d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0 * 32 + d1 + 5)>
#map4 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>, sym_name = "cst", sym_visibility = "private", type = memref<2x3xf32>}> : () -> ()
  "memref.global"() <{initial_value = dense<0> : tensor<4xi32>, sym_name = "zeros", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
  "memref.global"() <{sym_name = "ext", type = memref<8xf16>}> : () -> ()
  "memref.global"() <{alignment = 64 : i64, initial_value, sym_name = "uninit", sym_visibility = "private", type = memref<3xf64>}> : () -> ()
  "func.func"() <{function_type = () -> memref<2x3xf32>, sym_name = "globals"}> ({
    %33 = "memref.get_global"() <{name = @cst}> : () -> memref<2x3xf32>
    "func.return"(%33) : (memref<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2048xi8>, index, index) -> (), sym_name = "views"}> ({
  ^bb0(%arg24: memref<2048xi8>, %arg25: index, %arg26: index):
    %27 = "memref.view"(%arg24, %arg25) : (memref<2048xi8>, index) -> memref<64x4xf32>
    %28 = "memref.view"(%arg24, %arg25, %arg26, %arg26) : (memref<2048xi8>, index, index, index) -> memref<?x?xf32>
    %29 = "memref.assume_alignment"(%27) <{alignment = 16 : i32}> : (memref<64x4xf32>) -> memref<64x4xf32>
    %30 = "memref.transpose"(%27) <{permutation = #map}> : (memref<64x4xf32>) -> memref<4x64xf32, strided<[1, 4]>>
    %31 = "memref.transpose"(%27) <{permutation = #map}> : (memref<64x4xf32>) -> memref<4x64xf32, #map1>
    %32 = "memref.transpose"(%28) <{permutation = #map2}> : (memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1]>>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32>, memref<2xi32>, memref<*xf32>, memref<?xindex>) -> (), sym_name = "reshapes"}> ({
  ^bb0(%arg20: memref<4x4xf32>, %arg21: memref<2xi32>, %arg22: memref<*xf32>, %arg23: memref<?xindex>):
    %19 = "memref.reshape"(%arg20, %arg21) : (memref<4x4xf32>, memref<2xi32>) -> memref<2x8xf32>
    %20 = "memref.reshape"(%arg22, %arg23) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    %21 = "memref.cast"(%arg20) : (memref<4x4xf32>) -> memref<?x?xf32>
    %22 = "memref.cast"(%arg20) : (memref<4x4xf32>) -> memref<*xf32>
    %23 = "memref.cast"(%21) : (memref<?x?xf32>) -> memref<?x4xf32, strided<[?, ?], offset: ?>>
    %24 = "memref.memory_space_cast"(%arg20) : (memref<4x4xf32>) -> memref<4x4xf32, 1>
    %25 = "memref.memory_space_cast"(%arg22) : (memref<*xf32>) -> memref<*xf32, 3>
    %26:6 = "memref.extract_strided_metadata"(%arg20) : (memref<4x4xf32>) -> (memref<f32>, index, index, index, index, index)
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16x16xf32, #map3>, memref<16x16xf32, #map4>, memref<8x1x4xf32>, index) -> (), sym_name = "subviews"}> ({
  ^bb0(%arg16: memref<16x16xf32, #map3>, %arg17: memref<16x16xf32, #map4>, %arg18: memref<8x1x4xf32>, %arg19: index):
    %15 = "memref.subview"(%arg16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<16x16xf32, #map3>) -> memref<4x4xf32, strided<[32, 1], offset: 39>>
    %16 = "memref.subview"(%arg17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<16x16xf32, #map4>) -> memref<4x4xf32, strided<[?, 1], offset: ?>>
    %17 = "memref.subview"(%arg18) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 1, 4>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x1x4xf32>) -> memref<8x4xf32, strided<[4, 1]>>
    %18 = "memref.subview"(%arg16, %arg19) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 1>}> : (memref<16x16xf32, #map3>, index) -> memref<4x4xf32, strided<[64, 1], offset: ?>>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32>, memref<8xi32>, index, f32, i32) -> (f32, i32, f32), sym_name = "atomics"}> ({
  ^bb0(%arg10: memref<4x4xf32>, %arg11: memref<8xi32>, %arg12: index, %arg13: f32, %arg14: i32):
    %8 = "memref.atomic_rmw"(%arg13, %arg10, %arg12, %arg12) <{kind = 0 : i64}> : (f32, memref<4x4xf32>, index, index) -> f32
    %9 = "memref.atomic_rmw"(%arg14, %arg11, %arg12) <{kind = 6 : i64}> : (i32, memref<8xi32>, index) -> i32
    %10 = "memref.atomic_rmw"(%arg13, %arg10, %arg12, %arg12) <{kind = 3 : i64}> : (f32, memref<4x4xf32>, index, index) -> f32
    %11 = "memref.atomic_rmw"(%arg13, %arg10, %arg12, %arg12) <{kind = 5 : i64}> : (f32, memref<4x4xf32>, index, index) -> f32
    %12 = "memref.generic_atomic_rmw"(%arg10, %arg12, %arg12) ({
    ^bb0(%arg15: f32):
      %13 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %14 = "arith.addf"(%arg15, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.atomic_yield"(%14) : (f32) -> ()
    }) : (memref<4x4xf32>, index, index) -> f32
    "func.return"(%8, %9, %12) : (f32, i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>, tensor<2xf32>) -> tensor<8x8xf32>, sym_name = "parallel"}> ({
  ^bb0(%arg6: tensor<8x8xf32>, %arg7: tensor<2xf32>):
    %7 = "scf.forall"(%arg6) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg8: index, %arg9: tensor<8x8xf32>):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg7, %arg9, %arg8) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2xf32>, tensor<8x8xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%7) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>, tensor<*xf32>, tensor<4xi32>) -> (tensor<?x?xf32>, tensor<*xf32>, tensor<4xf32>, tensor<?xui32>), sym_name = "tensor_casts"}> ({
  ^bb0(%arg3: tensor<4x?xf32>, %arg4: tensor<*xf32>, %arg5: tensor<4xi32>):
    %3 = "tensor.cast"(%arg3) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    %4 = "tensor.cast"(%arg4) : (tensor<*xf32>) -> tensor<*xf32>
    %5 = "tensor.bitcast"(%arg5) : (tensor<4xi32>) -> tensor<4xf32>
    %6 = "tensor.bitcast"(%arg5) : (tensor<4xi32>) -> tensor<?xui32>
    "func.return"(%3, %4, %5, %6) : (tensor<?x?xf32>, tensor<*xf32>, tensor<4xf32>, tensor<?xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32, strided<[16, 1], offset: 3>>, memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>>, memref<4x?x4xf32, strided<[?, 4, 1]>>) -> (), sym_name = "reshape_layouts"}> ({
  ^bb0(%arg0: memref<4x8xf32, strided<[16, 1], offset: 3>>, %arg1: memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>>, %arg2: memref<4x?x4xf32, strided<[?, 4, 1]>>):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 4>}> : (memref<4x8xf32, strided<[16, 1], offset: 3>>) -> memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>>
    %1 = "memref.collapse_shape"(%arg1) <{reassociation = [[0], [1, 2]]}> : (memref<4x2x4xf32, strided<[16, 4, 1], offset: 3>>) -> memref<4x8xf32, strided<[16, 1], offset: 3>>
    %2 = "memref.collapse_shape"(%arg2) <{reassociation = [[0, 1], [2]]}> : (memref<4x?x4xf32, strided<[?, 4, 1]>>) -> memref<?x4xf32, strided<[?, 1]>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

