"builtin.module"() ({
  "func.func"() <{function_type = (index) -> f32, sym_name = "scope"}> ({
  ^bb0(%arg16: index):
    "memref.alloca_scope"() ({
      %11 = "memref.alloca"(%arg16) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    %7 = "memref.alloca_scope"() ({
      %10 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "memref.alloca_scope.return"(%10) : (f32) -> ()
    }) : () -> f32
    %8:2 = "memref.alloca_scope"() ({
      %9 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      "memref.alloca_scope.return"(%9, %arg16) : (f32, index) -> ()
    }) {tag} : () -> (f32, index)
    "func.return"(%7) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>, index, index, index, index) -> (), sym_name = "dma"}> ({
  ^bb0(%arg9: memref<40x128xf32>, %arg10: memref<2x1024xf32, 1>, %arg11: memref<1xi32>, %arg12: index, %arg13: index, %arg14: index, %arg15: index):
    "memref.dma_start"(%arg9, %arg12, %arg12, %arg10, %arg12, %arg12, %arg13, %arg11, %arg12) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index) -> ()
    "memref.dma_start"(%arg9, %arg12, %arg12, %arg10, %arg12, %arg12, %arg13, %arg11, %arg12, %arg14, %arg15) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index, index, index) -> ()
    "memref.dma_wait"(%arg11, %arg12, %arg13) : (memref<1xi32>, index, index) -> ()
    "memref.dma_wait"(%arg11, %arg12, %arg13) {w} : (memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<400x400xi32>, index, memref<f32>) -> (), sym_name = "prefetch"}> ({
  ^bb0(%arg6: memref<400x400xi32>, %arg7: index, %arg8: memref<f32>):
    "memref.prefetch"(%arg6, %arg7, %arg7) <{isDataCache = true, isWrite = true, localityHint = 1 : i32}> : (memref<400x400xi32>, index, index) -> ()
    "memref.prefetch"(%arg6, %arg7, %arg7) <{isDataCache = false, isWrite = false, localityHint = 3 : i32}> : (memref<400x400xi32>, index, index) -> ()
    "memref.prefetch"(%arg8) <{isDataCache = true, isWrite = false, localityHint = 0 : i32}> : (memref<f32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, memref<?xi8, 2>, index) -> (), sym_name = "realloc"}> ({
  ^bb0(%arg3: memref<4xf32>, %arg4: memref<?xi8, 2>, %arg5: index):
    %3 = "memref.realloc"(%arg3) : (memref<4xf32>) -> memref<8xf32>
    %4 = "memref.realloc"(%arg3, %arg5) : (memref<4xf32>, index) -> memref<?xf32>
    %5 = "memref.realloc"(%arg4, %arg5) <{alignment = 16 : i64}> : (memref<?xi8, 2>, index) -> memref<?xi8, 2>
    %6 = "memref.realloc"(%arg4) : (memref<?xi8, 2>) -> memref<10xi8, 2>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, memref<4x4xi32>, memref<f16, 1>) -> (), sym_name = "distinct"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: memref<4x4xi32>, %arg2: memref<f16, 1>):
    %0:2 = "memref.distinct_objects"(%arg0, %arg1) : (memref<?xf32>, memref<4x4xi32>) -> (memref<?xf32>, memref<4x4xi32>)
    %1:3 = "memref.distinct_objects"(%arg0, %arg1, %arg2) {x} : (memref<?xf32>, memref<4x4xi32>, memref<f16, 1>) -> (memref<?xf32>, memref<4x4xi32>, memref<f16, 1>)
    %2 = "memref.distinct_objects"(%arg2) : (memref<f16, 1>) -> memref<f16, 1>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

