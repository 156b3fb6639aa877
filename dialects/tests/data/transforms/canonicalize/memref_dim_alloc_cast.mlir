"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xf32>, index, index) -> (index, index), sym_name = "dim_subview_rank_reduced"}> ({
  ^bb0(%arg22: memref<?x?x?xf32>, %arg23: index, %arg24: index):
    %33 = "arith.constant"() <{value = 0 : index}> : () -> index
    %34 = "arith.constant"() <{value = 1 : index}> : () -> index
    %35 = "memref.subview"(%arg22, %arg23, %arg24) <{operandSegmentSizes = array<i32: 1, 0, 2, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: 1, 1, 1>}> : (memref<?x?x?xf32>, index, index) -> memref<?x?xf32, strided<[?, 1]>>
    %36 = "memref.dim"(%35, %33) : (memref<?x?xf32, strided<[?, 1]>>, index) -> index
    %37 = "memref.dim"(%35, %34) : (memref<?x?xf32, strided<[?, 1]>>, index) -> index
    "func.return"(%36, %37) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2048xi8>, index, index) -> (index, index), sym_name = "dim_view"}> ({
  ^bb0(%arg19: memref<2048xi8>, %arg20: index, %arg21: index):
    %27 = "arith.constant"() <{value = 0 : index}> : () -> index
    %28 = "arith.constant"() <{value = 1 : index}> : () -> index
    %29 = "memref.view"(%arg19, %27, %arg20, %arg21) : (memref<2048xi8>, index, index, index) -> memref<?x4x?xf32>
    %30 = "memref.dim"(%29, %27) : (memref<?x4x?xf32>, index) -> index
    %31 = "arith.constant"() <{value = 2 : index}> : () -> index
    %32 = "memref.dim"(%29, %31) : (memref<?x4x?xf32>, index) -> index
    "func.return"(%30, %32) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x?xf32>, index) -> (index, index), sym_name = "dim_cast"}> ({
  ^bb0(%arg17: memref<4x?xf32>, %arg18: index):
    %23 = "memref.cast"(%arg17) : (memref<4x?xf32>) -> memref<?x?xf32>
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    %25 = "memref.dim"(%23, %24) : (memref<?x?xf32>, index) -> index
    %26 = "memref.dim"(%23, %arg18) : (memref<?x?xf32>, index) -> index
    "func.return"(%25, %26) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>, index) -> index, sym_name = "dim_unranked_cast"}> ({
  ^bb0(%arg15: memref<*xf32>, %arg16: index):
    %21 = "memref.cast"(%arg15) : (memref<*xf32>) -> memref<?x?xf32>
    %22 = "memref.dim"(%21, %arg16) : (memref<?x?xf32>, index) -> index
    "func.return"(%22) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, index) -> (), sym_name = "dead_alloc"}> ({
  ^bb0(%arg13: f32, %arg14: index):
    %19 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    "memref.store"(%arg13, %19, %arg14) : (f32, memref<4xf32>, index) -> ()
    "memref.dealloc"(%19) : (memref<4xf32>) -> ()
    %20 = "memref.alloca"(%arg14) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    "memref.store"(%arg13, %20, %arg14) : (f32, memref<?xf32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, index) -> f32, sym_name = "alloc_used"}> ({
  ^bb0(%arg11: f32, %arg12: index):
    %17 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    "memref.store"(%arg11, %17, %arg12) : (f32, memref<4xf32>, index) -> ()
    %18 = "memref.load"(%17, %arg12) : (memref<4xf32>, index) -> f32
    "memref.dealloc"(%17) : (memref<4xf32>) -> ()
    "func.return"(%18) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> memref<?x?x8xf32>, sym_name = "alloca_const"}> ({
  ^bb0(%arg10: index):
    %15 = "arith.constant"() <{value = 3 : index}> : () -> index
    %16 = "memref.alloca"(%15, %arg10) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?x8xf32>
    "func.return"(%16) : (memref<?x?x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32>) -> memref<?x?xf32>, sym_name = "cast_chain"}> ({
  ^bb0(%arg9: memref<4x4xf32>):
    %13 = "memref.cast"(%arg9) : (memref<4x4xf32>) -> memref<4x?xf32>
    %14 = "memref.cast"(%13) : (memref<4x?xf32>) -> memref<?x?xf32>
    "func.return"(%14) : (memref<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32>) -> memref<4x4xf32>, sym_name = "cast_chain_back"}> ({
  ^bb0(%arg8: memref<4x4xf32>):
    %11 = "memref.cast"(%arg8) : (memref<4x4xf32>) -> memref<?x?xf32>
    %12 = "memref.cast"(%11) : (memref<?x?xf32>) -> memref<4x4xf32>
    "func.return"(%12) : (memref<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, memref<8xf32>, index) -> (), sym_name = "load_store_cast"}> ({
  ^bb0(%arg5: memref<4xf32>, %arg6: memref<8xf32>, %arg7: index):
    %7 = "memref.cast"(%arg5) : (memref<4xf32>) -> memref<?xf32>
    %8 = "memref.cast"(%arg6) : (memref<8xf32>) -> memref<?xf32>
    %9 = "memref.load"(%7, %arg7) : (memref<?xf32>, index) -> f32
    "memref.store"(%9, %8, %arg7) : (f32, memref<?xf32>, index) -> ()
    %10 = "memref.atomic_rmw"(%9, %8, %arg7) <{kind = 0 : i64}> : (f32, memref<?xf32>, index) -> f32
    "memref.prefetch"(%7, %arg7) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<?xf32>, index) -> ()
    "memref.dealloc"(%8) : (memref<?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>) -> (), sym_name = "copy_two_casts"}> ({
  ^bb0(%arg3: memref<4xf32>, %arg4: memref<4xf32>):
    %5 = "memref.cast"(%arg3) : (memref<4xf32>) -> memref<?xf32>
    %6 = "memref.cast"(%arg4) : (memref<4xf32>) -> memref<?xf32>
    "memref.copy"(%5, %6) : (memref<?xf32>, memref<?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>) -> memref<4xf32>, sym_name = "assume"}> ({
  ^bb0(%arg2: memref<4xf32>):
    %2 = "memref.assume_alignment"(%arg2) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<4xf32>
    %3 = "memref.assume_alignment"(%2) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<4xf32>
    %4 = "memref.assume_alignment"(%3) <{alignment = 32 : i32}> : (memref<4xf32>) -> memref<4xf32>
    "func.return"(%4) : (memref<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>, memref<4x?xf32>) -> (index, index), sym_name = "rank"}> ({
  ^bb0(%arg0: memref<*xf32>, %arg1: memref<4x?xf32>):
    %0 = "memref.rank"(%arg0) : (memref<*xf32>) -> index
    %1 = "memref.rank"(%arg1) : (memref<4x?xf32>) -> index
    "func.return"(%0, %1) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

