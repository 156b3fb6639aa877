"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "scope_merge"}> ({
    "memref.alloca_scope"() ({
      %39 = "tst.count"() : () -> index
      %40 = "memref.alloca"(%39) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi64>
      "tst.use"(%40) : (memref<?xi64>) -> ()
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "scope_hoist"}> ({
    %37 = "tst.count"() : () -> index
    "tst.region"() ({
      "memref.alloca_scope"() ({
        %38 = "memref.alloca"(%37) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi64>
        "tst.use"(%38) : (memref<?xi64>) -> ()
        "memref.alloca_scope.return"() : () -> ()
      }) : () -> ()
      "tst.terminator"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "scope_not_last"}> ({
    %35 = "tst.count"() : () -> index
    "tst.region"() ({
      "memref.alloca_scope"() ({
        %36 = "memref.alloca"(%35) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi64>
        "tst.use"(%36) : (memref<?xi64>) -> ()
        "memref.alloca_scope.return"() : () -> ()
      }) : () -> ()
      "tst.op"() : () -> ()
      "tst.terminator"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<index>) -> (), sym_name = "scope_inline_store"}> ({
  ^bb0(%arg25: memref<index>):
    %34 = "tst.count"() : () -> index
    "tst.region"() ({
      "memref.alloca_scope"() ({
        "memref.store"(%34, %arg25) : (index, memref<index>) -> ()
        "memref.alloca_scope.return"() : () -> ()
      }) : () -> ()
      "tst.terminator"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "scope_results"}> ({
  ^bb0(%arg24: f32):
    %32 = "memref.alloca_scope"() ({
      %33 = "arith.addf"(%arg24, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.alloca_scope.return"(%33) : (f32) -> ()
    }) : () -> f32
    "func.return"(%32) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>, memref<?xindex>) -> index, sym_name = "dim_of_reshape"}> ({
  ^bb0(%arg22: memref<*xf32>, %arg23: memref<?xindex>):
    %29 = "arith.constant"() <{value = 3 : index}> : () -> index
    %30 = "memref.reshape"(%arg22, %arg23) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    "memref.store"(%29, %arg23, %29) : (index, memref<?xindex>, index) -> ()
    %31 = "memref.dim"(%30, %29) : (memref<*xf32>, index) -> index
    "func.return"(%31) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>, memref<?xi32>, index) -> index, sym_name = "dim_of_reshape_i32"}> ({
  ^bb0(%arg19: memref<*xf32>, %arg20: memref<?xi32>, %arg21: index):
    %27 = "memref.reshape"(%arg19, %arg20) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
    %28 = "memref.dim"(%27, %arg21) : (memref<*xf32>, index) -> index
    "func.return"(%28) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>, memref<?xindex>, index) -> index, sym_name = "dim_of_reshape_undominated"}> ({
  ^bb0(%arg16: memref<*xf32>, %arg17: memref<?xindex>, %arg18: index):
    %23 = "arith.constant"() <{value = 4 : index}> : () -> index
    %24 = "memref.reshape"(%arg16, %arg17) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    %25 = "arith.muli"(%arg18, %23) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %26 = "memref.dim"(%24, %25) : (memref<*xf32>, index) -> index
    "func.return"(%26) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>, memref<?xindex>) -> index, sym_name = "dim_of_reshape_loop"}> ({
  ^bb0(%arg12: memref<*xf32>, %arg13: memref<?xindex>):
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "arith.constant"() <{value = 1 : index}> : () -> index
    %18 = "arith.constant"() <{value = 4 : index}> : () -> index
    %19 = "memref.reshape"(%arg12, %arg13) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    %20 = "scf.for"(%16, %18, %17, %17) ({
    ^bb0(%arg14: index, %arg15: index):
      %21 = "memref.dim"(%19, %arg14) : (memref<*xf32>, index) -> index
      %22 = "arith.muli"(%arg15, %21) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%22) : (index) -> ()
    }) : (index, index, index, index) -> index
    "func.return"(%20) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?x?x?x?xf32>) -> memref<?x?xf32>, sym_name = "compose_collapse"}> ({
  ^bb0(%arg11: memref<?x?x?x?x?xf32>):
    %14 = "memref.collapse_shape"(%arg11) <{reassociation = [[0, 1], [2], [3, 4]]}> : (memref<?x?x?x?x?xf32>) -> memref<?x?x?xf32>
    %15 = "memref.collapse_shape"(%14) <{reassociation = [[0, 1], [2]]}> : (memref<?x?x?xf32>) -> memref<?x?xf32>
    "func.return"(%15) : (memref<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index, index, index, index) -> memref<?x6x4x5x?xf32>, sym_name = "compose_expand"}> ({
  ^bb0(%arg6: memref<?x?xf32>, %arg7: index, %arg8: index, %arg9: index, %arg10: index):
    %12 = "memref.expand_shape"(%arg6, %arg7, %arg8) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x4x?xf32>
    %13 = "memref.expand_shape"(%12, %arg9, %arg10) <{reassociation = [[0, 1], [2], [3, 4]], static_output_shape = array<i64: -9223372036854775808, 6, 4, 5, -9223372036854775808>}> : (memref<?x4x?xf32>, index, index) -> memref<?x6x4x5x?xf32>
    "func.return"(%13) : (memref<?x6x4x5x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x512x1x1xf32>) -> memref<?x?xf32>, sym_name = "collapse_of_cast"}> ({
  ^bb0(%arg5: memref<?x512x1x1xf32>):
    %10 = "memref.cast"(%arg5) : (memref<?x512x1x1xf32>) -> memref<?x?x?x?xf32>
    %11 = "memref.collapse_shape"(%10) <{reassociation = [[0], [1, 2, 3]]}> : (memref<?x?x?x?xf32>) -> memref<?x?xf32>
    "func.return"(%11) : (memref<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>>, sym_name = "reinterpret_of_metadata"}> ({
  ^bb0(%arg4: memref<8x2xf32>):
    %8:6 = "memref.extract_strided_metadata"(%arg4) : (memref<8x2xf32>) -> (memref<f32>, index, index, index, index, index)
    %9 = "memref.reinterpret_cast"(%8#0, %8#1, %8#2, %8#3, %8#4, %8#5) <{operandSegmentSizes = array<i32: 1, 1, 2, 2>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<f32>, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
    "func.return"(%9) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>>, sym_name = "reinterpret_of_metadata_offset"}> ({
  ^bb0(%arg3: memref<8x2xf32>):
    %6:6 = "memref.extract_strided_metadata"(%arg3) : (memref<8x2xf32>) -> (memref<f32>, index, index, index, index, index)
    %7 = "memref.reinterpret_cast"(%6#0, %6#2, %6#3, %6#4, %6#5) <{operandSegmentSizes = array<i32: 1, 0, 2, 2>, static_offsets = array<i64: 1>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<f32>, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
    "func.return"(%7) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>, index, index) -> memref<?xi8>, sym_name = "reinterpret_chain"}> ({
  ^bb0(%arg0: memref<?xi8>, %arg1: index, %arg2: index):
    %0 = "memref.reinterpret_cast"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<?xi8>, index) -> memref<?xi8>
    %1 = "memref.reinterpret_cast"(%0, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<?xi8>, index) -> memref<?xi8>
    %2 = "memref.reinterpret_cast"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 3, 1>}> : (memref<?xi8>) -> memref<2x3xi8>
    %3 = "memref.reinterpret_cast"(%2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 3, 1>}> : (memref<2x3xi8>) -> memref<2x3xi8>
    %4 = "memref.collapse_shape"(%3) <{reassociation = [[0, 1]]}> : (memref<2x3xi8>) -> memref<6xi8>
    %5 = "memref.cast"(%4) : (memref<6xi8>) -> memref<?xi8>
    "func.return"(%5) : (memref<?xi8>) -> ()
  }) : () -> ()
}) : () -> ()

