"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xf32>, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>, sym_name = "rc_unranked"}> ({
  ^bb0(%arg15: memref<*xf32>, %arg16: index):
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index
    %16 = "memref.reinterpret_cast"(%arg15, %14, %arg16, %13, %13, %15) <{operandSegmentSizes = array<i32: 1, 1, 2, 2>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<*xf32>, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
    "func.return"(%16) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>, sym_name = "rc_static_types"}> ({
  ^bb0(%arg12: memref<?xf32>, %arg13: index, %arg14: index):
    %12 = "memref.reinterpret_cast"(%arg12, %arg13, %arg14, %arg13, %arg14, %arg13) <{operandSegmentSizes = array<i32: 1, 1, 2, 2>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<?xf32>, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
    "func.return"(%12) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (index, index, index, index, index), sym_name = "meta_users"}> ({
  ^bb0(%arg11: memref<4x?xf32, strided<[?, 1], offset: 3>>):
    %11:6 = "memref.extract_strided_metadata"(%arg11) : (memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (memref<f32>, index, index, index, index, index)
    "func.return"(%11#1, %11#2, %11#3, %11#4, %11#5) : (index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>, memref<?xindex>, i1, index) -> index, sym_name = "dim_reshape_in_region"}> ({
  ^bb0(%arg7: memref<*xf32>, %arg8: memref<?xindex>, %arg9: i1, %arg10: index):
    %8 = "memref.reshape"(%arg7, %arg8) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    %9 = "scf.if"(%arg9) ({
      %10 = "memref.dim"(%8, %arg10) : (memref<*xf32>, index) -> index
      "scf.yield"(%10) : (index) -> ()
    }, {
      "scf.yield"(%arg10) : (index) -> ()
    }) : (i1) -> index
    "func.return"(%9) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>, memref<?xindex>, i1, index) -> index, sym_name = "dim_reshape_nested_def"}> ({
  ^bb0(%arg3: memref<*xf32>, %arg4: memref<?xindex>, %arg5: i1, %arg6: index):
    %5 = "scf.if"(%arg5) ({
      %6 = "memref.reshape"(%arg3, %arg4) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
      %7 = "memref.dim"(%6, %arg6) : (memref<*xf32>, index) -> index
      "scf.yield"(%7) : (index) -> ()
    }, {
      "scf.yield"(%arg6) : (index) -> ()
    }) : (i1) -> index
    "func.return"(%5) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "scope_in_for"}> ({
  ^bb0(%arg1: index):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%2, %arg1, %3) ({
    ^bb0(%arg2: index):
      "memref.alloca_scope"() ({
        %4 = "memref.alloca"(%arg1) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
        "tst.use"(%4) : (memref<?xf32>) -> ()
        "memref.alloca_scope.return"() : () -> ()
      }) : () -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "scope_nested_hoist"}> ({
  ^bb0(%arg0: index):
    "tst.region"() ({
      "tst.region"() ({
        "memref.alloca_scope"() ({
          %0 = "memref.alloca"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
          %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
          "tst.use"(%0, %1) : (memref<?xf32>, memref<4xf32>) -> ()
          "memref.alloca_scope.return"() : () -> ()
        }) : () -> ()
        "tst.terminator"() : () -> ()
      }) : () -> ()
      "tst.terminator"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

