"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, tensor<8xf32>) -> tensor<8xf32>, sym_name = "parallel_insert_const"}> ({
  ^bb0(%arg48: tensor<?xf32>, %arg49: tensor<8xf32>):
    %19 = "arith.constant"() <{value = 2 : index}> : () -> index
    %20 = "scf.forall"(%arg49) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg50: index, %arg51: tensor<8xf32>):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg48, %arg51, %arg50, %19) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, tensor<8xf32>, index, index) -> ()
      }) : () -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%20) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>, tensor<8xf32>) -> tensor<8xf32>, sym_name = "forall_promote"}> ({
  ^bb0(%arg44: tensor<2xf32>, %arg45: tensor<8xf32>):
    %17 = "scf.forall"(%arg45) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 3>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg46: index, %arg47: tensor<8xf32>):
      %18 = "tst.op"(%arg46) : (index) -> index
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg44, %arg47, %18) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%17) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>, tensor<8xf32>, index) -> tensor<8xf32>, sym_name = "forall_collapse"}> ({
  ^bb0(%arg38: tensor<2xf32>, %arg39: tensor<8xf32>, %arg40: index):
    %15 = "scf.forall"(%arg40, %arg39) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 3, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
    ^bb0(%arg41: index, %arg42: index, %arg43: tensor<8xf32>):
      %16 = "tst.op"(%arg41, %arg42) : (index, index) -> index
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg38, %arg43, %16) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8xf32>, index) -> ()
      }) : () -> ()
    }) {foo = 1 : i32} : (index, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%15) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>, tensor<8xf32>, index) -> tensor<8xf32>, sym_name = "forall_ub_plus"}> ({
  ^bb0(%arg33: tensor<2xf32>, %arg34: tensor<8xf32>, %arg35: index):
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    %12 = "arith.addi"(%arg35, %11) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %13 = "scf.forall"(%arg35, %12, %arg34) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg36: index, %arg37: tensor<8xf32>):
      %14 = "tst.op"(%arg36) : (index) -> index
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg33, %arg37, %14) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8xf32>, index) -> ()
      }) : () -> ()
    }) : (index, index, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%13) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>) -> (), sym_name = "forall_neg_step"}> ({
  ^bb0(%arg31: tensor<8xf32>):
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: -1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg32: index):
      "tst.op"(%arg32) : (index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>, tensor<8xf32>) -> tensor<8xf32>, sym_name = "forall_mapped"}> ({
  ^bb0(%arg27: tensor<2xf32>, %arg28: tensor<8xf32>):
    %9 = "scf.forall"(%arg28) <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 3>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg29: index, %arg30: tensor<8xf32>):
      %10 = "tst.op"(%arg29) : (index) -> index
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg27, %arg30, %10) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%9) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, index) -> (tensor<8xf32>, tensor<8xf32>), sym_name = "forall_iter"}> ({
  ^bb0(%arg18: tensor<2xf32>, %arg19: tensor<8xf32>, %arg20: tensor<8xf32>, %arg21: tensor<8xf32>, %arg22: index):
    %8:3 = "scf.forall"(%arg22, %arg19, %arg20, %arg21) <{operandSegmentSizes = array<i32: 0, 1, 0, 3>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg23: index, %arg24: tensor<8xf32>, %arg25: tensor<8xf32>, %arg26: tensor<8xf32>):
      "tst.use"(%arg24, %arg25) : (tensor<8xf32>, tensor<8xf32>) -> ()
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg18, %arg26, %arg23) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8xf32>, index) -> ()
        "tensor.parallel_insert_slice"(%arg18, %arg24, %arg23) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8xf32>, index) -> ()
      }) : () -> ()
    }) : (index, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
    "func.return"(%8#0, %8#2) : (tensor<8xf32>, tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, tensor<2xf32>, index) -> tensor<?xf32>, sym_name = "forall_cast_out"}> ({
  ^bb0(%arg13: tensor<8xf32>, %arg14: tensor<2xf32>, %arg15: index):
    %6 = "tensor.cast"(%arg13) : (tensor<8xf32>) -> tensor<?xf32>
    %7 = "scf.forall"(%arg15, %6) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg16: index, %arg17: tensor<?xf32>):
      "tst.use"(%arg17) : (tensor<?xf32>) -> ()
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg14, %arg17, %arg16) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<?xf32>, index) -> ()
      }) : () -> ()
    }) : (index, tensor<?xf32>) -> tensor<?xf32>
    "func.return"(%7) : (tensor<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xf32>, tensor<2xf32>, index) -> index, sym_name = "forall_dim"}> ({
  ^bb0(%arg8: tensor<?xf32>, %arg9: tensor<2xf32>, %arg10: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "scf.forall"(%arg10, %arg8) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg11: index, %arg12: tensor<?xf32>):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg9, %arg12, %arg11) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<?xf32>, index) -> ()
      }) : () -> ()
    }) : (index, tensor<?xf32>) -> tensor<?xf32>
    %5 = "tensor.dim"(%4, %3) : (tensor<?xf32>, index) -> index
    "func.return"(%5) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, tensor<2xf32>) -> tensor<8xf32>, sym_name = "forall_zero_rank_promote"}> ({
  ^bb0(%arg5: tensor<8xf32>, %arg6: tensor<2xf32>):
    %2 = "scf.forall"(%arg5) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64>, staticStep = array<i64>, staticUpperBound = array<i64>}> ({
    ^bb0(%arg7: tensor<8xf32>):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg6, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8xf32>) -> ()
      }) : () -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%2) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>, sym_name = "parallel_insert_rank_reduce"}> ({
  ^bb0(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>, %arg2: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "scf.forall"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg3: index, %arg4: tensor<8x8xf32>):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg0, %arg4, %arg3, %0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, tensor<8x8xf32>, index, index, index) -> ()
      }) : () -> ()
    }) : (index, tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%1) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

