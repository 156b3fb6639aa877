#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<()[s0, s1] -> (s0 ceildiv s1)>
#map2 = affine_map<(d0)[s0] -> (d0 * s0)>
#map3 = affine_map<(d0)[s0, s1] -> (-(d0 * s1) + s0, s1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x5xf32>, tensor<?x?xf32>, index) -> index, sym_name = "canonicalize_parallel_insert_slice_indices"}> ({
  ^bb0(%arg68: tensor<1x5xf32>, %arg69: tensor<?x?xf32>, %arg70: index):
    %83 = "arith.constant"() <{value = 1 : index}> : () -> index
    %84 = "scf.forall"(%arg70, %arg69) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg71: index, %arg72: tensor<?x?xf32>):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg68, %arg72, %arg71) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 5>, static_strides = array<i64: 1, 1>}> : (tensor<1x5xf32>, tensor<?x?xf32>, index) -> ()
      }) : () -> ()
    }) : (index, tensor<?x?xf32>) -> tensor<?x?xf32>
    %85 = "tensor.dim"(%84, %83) : (tensor<?x?xf32>, index) -> index
    "func.return"(%85) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x10xf32>, tensor<?x10xf32>) -> tensor<?x10xf32>, sym_name = "forall_fold_control_operands"}> ({
  ^bb0(%arg63: tensor<?x10xf32>, %arg64: tensor<?x10xf32>):
    %77 = "arith.constant"() <{value = 0 : index}> : () -> index
    %78 = "arith.constant"() <{value = 1 : index}> : () -> index
    %79 = "tensor.dim"(%arg63, %77) : (tensor<?x10xf32>, index) -> index
    %80 = "tensor.dim"(%arg63, %78) : (tensor<?x10xf32>, index) -> index
    %81 = "scf.forall"(%77, %77, %79, %80, %78, %78, %arg64) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>, staticLowerBound = array<i64: -9223372036854775808, -9223372036854775808>, staticStep = array<i64: -9223372036854775808, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg65: index, %arg66: index, %arg67: tensor<?x10xf32>):
      %82 = "tensor.extract_slice"(%arg64, %arg65, %arg66) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<?x10xf32>, index, index) -> tensor<1x1xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%82, %arg67, %arg65, %arg66) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<1x1xf32>, tensor<?x10xf32>, index, index) -> ()
      }) : () -> ()
    }) : (index, index, index, index, index, index, tensor<?x10xf32>) -> tensor<?x10xf32>
    "func.return"(%81) : (tensor<?x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "inline_forall_loop"}> ({
  ^bb0(%arg57: tensor<8x8xf32>):
    %69 = "arith.constant"() <{value = 8 : index}> : () -> index
    %70 = "arith.constant"() <{value = 0 : index}> : () -> index
    %71 = "arith.constant"() <{value = 1 : index}> : () -> index
    %72 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %73 = "tensor.empty"() : () -> tensor<8x8xf32>
    %74 = "scf.forall"(%70, %70, %71, %71, %69, %69, %73) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>, staticLowerBound = array<i64: -9223372036854775808, -9223372036854775808>, staticStep = array<i64: -9223372036854775808, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg58: index, %arg59: index, %arg60: tensor<8x8xf32>):
      %75 = "tensor.extract_slice"(%arg60, %arg58, %arg59) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index, index) -> tensor<2x3xf32>
      %76 = "linalg.fill"(%72, %75) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg61: f32, %arg62: f32):
        "linalg.yield"(%arg61) : (f32) -> ()
      }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%76, %arg60, %arg58, %arg59) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<8x8xf32>, index, index) -> ()
      }) : () -> ()
    }) : (index, index, index, index, index, index, tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%74) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "do_not_inline_distributed_forall_loop"}> ({
  ^bb0(%arg51: tensor<8x8xf32>):
    %64 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %65 = "tensor.empty"() : () -> tensor<8x8xf32>
    %66 = "scf.forall"(%65) <{mapping = [#gpu.thread<y>, #gpu.thread<x>], operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0, 4>, staticStep = array<i64: 8, 8>, staticUpperBound = array<i64: 1, 5>}> ({
    ^bb0(%arg52: index, %arg53: index, %arg54: tensor<8x8xf32>):
      %67 = "tensor.extract_slice"(%arg54, %arg52, %arg53) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index, index) -> tensor<2x3xf32>
      %68 = "linalg.fill"(%64, %67) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg55: f32, %arg56: f32):
        "linalg.yield"(%arg55) : (f32) -> ()
      }) : (f32, tensor<2x3xf32>) -> tensor<2x3xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%68, %arg54, %arg52, %arg53) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<8x8xf32>, index, index) -> ()
      }) : () -> ()
    }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%66) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xf32>) -> tensor<16xf32>, sym_name = "inline_empty_loop_with_empty_mapping"}> ({
  ^bb0(%arg47: tensor<16xf32>):
    %58 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %59 = "tensor.empty"() : () -> tensor<16xf32>
    %60 = "scf.forall"(%59) <{mapping = [], operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64>, staticStep = array<i64>, staticUpperBound = array<i64>}> ({
    ^bb0(%arg48: tensor<16xf32>):
      %61 = "tensor.extract_slice"(%arg48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (tensor<16xf32>) -> tensor<16xf32>
      %62 = "linalg.generic"(%61, %59) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg49: f32, %arg50: f32):
        %63 = "arith.addf"(%arg49, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%63) : (f32) -> ()
      }) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%62, %arg48) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (tensor<16xf32>, tensor<16xf32>) -> ()
      }) : () -> ()
    }) : (tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%60) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "collapse_one_dim_parallel"}> ({
  ^bb0(%arg41: tensor<8x8xf32>):
    %50 = "arith.constant"() <{value = 8 : index}> : () -> index
    %51 = "arith.constant"() <{value = 0 : index}> : () -> index
    %52 = "arith.constant"() <{value = 1 : index}> : () -> index
    %53 = "arith.constant"() <{value = 16 : index}> : () -> index
    %54 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %55 = "tensor.empty"() : () -> tensor<8x8xf32>
    %56 = "scf.forall"(%51, %53, %50, %55) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: 8, -9223372036854775808>, staticUpperBound = array<i64: 1, -9223372036854775808>}> ({
    ^bb0(%arg42: index, %arg43: index, %arg44: tensor<8x8xf32>):
      %57 = "linalg.fill"(%54, %arg44) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg45: f32, %arg46: f32):
        "linalg.yield"(%arg45) : (f32) -> ()
      }) : (f32, tensor<8x8xf32>) -> tensor<8x8xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%57, %arg44, %arg42, %arg43) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x8xf32>, index, index) -> ()
      }) : () -> ()
    }) : (index, index, index, tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%56) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "remove_empty_forall"}> ({
  ^bb0(%arg35: tensor<8x8xf32>):
    %42 = "arith.constant"() <{value = 8 : index}> : () -> index
    %43 = "arith.constant"() <{value = 0 : index}> : () -> index
    %44 = "arith.constant"() <{value = 1 : index}> : () -> index
    %45 = "arith.constant"() <{value = 16 : index}> : () -> index
    %46 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %47 = "tensor.empty"() : () -> tensor<8x8xf32>
    %48 = "scf.forall"(%43, %45, %44, %45, %42, %42, %47) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>, staticLowerBound = array<i64: -9223372036854775808, -9223372036854775808>, staticStep = array<i64: -9223372036854775808, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg36: index, %arg37: index, %arg38: tensor<8x8xf32>):
      %49 = "linalg.fill"(%46, %arg38) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg39: f32, %arg40: f32):
        "linalg.yield"(%arg39) : (f32) -> ()
      }) : (f32, tensor<8x8xf32>) -> tensor<8x8xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%49, %arg38, %arg36, %arg37) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x8xf32>, index, index) -> ()
      }) : () -> ()
    }) : (index, index, index, index, index, index, tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%48) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>, sym_name = "fold_tensor_cast_into_forall"}> ({
  ^bb0(%arg31: tensor<2xi32>, %arg32: tensor<2xi32>):
    %38 = "arith.constant"() <{value = dense<100500> : tensor<1xi32>}> : () -> tensor<1xi32>
    %39 = "tensor.cast"(%arg32) : (tensor<2xi32>) -> tensor<?xi32>
    %40 = "scf.forall"(%39) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
    ^bb0(%arg33: index, %arg34: tensor<?xi32>):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%38, %arg34, %arg33) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xi32>, tensor<?xi32>, index) -> ()
      }) : () -> ()
    }) : (tensor<?xi32>) -> tensor<?xi32>
    %41 = "tensor.cast"(%40) : (tensor<?xi32>) -> tensor<2xi32>
    "func.return"(%41) : (tensor<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>, sym_name = "do_not_fold_tensor_cast_from_dynamic_to_static_type_into_forall"}> ({
  ^bb0(%arg27: tensor<?xi32>, %arg28: tensor<?xi32>):
    %34 = "arith.constant"() <{value = dense<100500> : tensor<1xi32>}> : () -> tensor<1xi32>
    %35 = "tensor.cast"(%arg28) : (tensor<?xi32>) -> tensor<2xi32>
    %36 = "scf.forall"(%35) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
    ^bb0(%arg29: index, %arg30: tensor<2xi32>):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%34, %arg30, %arg29) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xi32>, tensor<2xi32>, index) -> ()
      }) : () -> ()
    }) : (tensor<2xi32>) -> tensor<2xi32>
    %37 = "tensor.cast"(%36) : (tensor<2xi32>) -> tensor<?xi32>
    "func.return"(%37) : (tensor<?xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xf32>, tensor<8xf32>) -> (tensor<?xf32>, tensor<64xf32>), sym_name = "fold_tensor_cast_into_forall_with_multiple_result"}> ({
  ^bb0(%arg22: tensor<16xf32>, %arg23: tensor<8xf32>):
    %26 = "arith.constant"() <{value = 8 : index}> : () -> index
    %27 = "arith.constant"() <{value = 16 : index}> : () -> index
    %28 = "arith.constant"() <{value = 32 : index}> : () -> index
    %29 = "tensor.empty"(%28) : (index) -> tensor<?xf32>
    %30 = "tensor.empty"() : () -> tensor<64xf32>
    %31:2 = "scf.forall"(%29, %30) <{operandSegmentSizes = array<i32: 0, 0, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg24: index, %arg25: tensor<?xf32>, %arg26: tensor<64xf32>):
      %32 = "arith.muli"(%26, %arg24) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %33 = "arith.muli"(%27, %arg24) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg22, %arg26, %33) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (tensor<16xf32>, tensor<64xf32>, index) -> ()
        "tensor.parallel_insert_slice"(%arg23, %arg25, %32) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xf32>, tensor<?xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<?xf32>, tensor<64xf32>) -> (tensor<?xf32>, tensor<64xf32>)
    "func.return"(%31#0, %31#1) : (tensor<?xf32>, tensor<64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>), sym_name = "fold_iter_args_not_being_modified_within_scfforall"}> ({
  ^bb0(%arg12: index, %arg13: tensor<?xf32>, %arg14: tensor<?xf32>):
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    %16 = "linalg.fill"(%15, %arg13) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32):
      "linalg.yield"(%arg20) : (f32) -> ()
    }) : (f32, tensor<?xf32>) -> tensor<?xf32>
    %17 = "tensor.dim"(%arg13, %14) : (tensor<?xf32>, index) -> index
    %18 = "affine.apply"(%17, %arg12) <{map = #map1}> : (index, index) -> index
    %19:2 = "scf.forall"(%18, %arg13, %arg14) <{operandSegmentSizes = array<i32: 0, 1, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg15: index, %arg16: tensor<?xf32>, %arg17: tensor<?xf32>):
      %20 = "affine.apply"(%arg15, %arg12) <{map = #map2}> : (index, index) -> index
      %21 = "affine.min"(%arg15, %17, %arg12) <{map = #map3}> : (index, index, index) -> index
      %22 = "tensor.extract_slice"(%arg16, %20, %21) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, index, index) -> tensor<?xf32>
      %23 = "tensor.extract_slice"(%arg17, %20, %21) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, index, index) -> tensor<?xf32>
      %24 = "linalg.exp"(%22, %23) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg18: f32, %arg19: f32):
        %25 = "math.exp"(%arg18) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
        "linalg.yield"(%25) : (f32) -> ()
      }) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%24, %arg17, %20, %21) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, tensor<?xf32>, index, index) -> ()
      }) : () -> ()
    }) : (index, tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
    "func.return"(%19#0, %19#1) : (tensor<?xf32>, tensor<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>, sym_name = "fold_iter_args_with_no_use_of_result_scfforall"}> ({
  ^bb0(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>, %arg3: tensor<?xf32>):
    %0 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "linalg.fill"(%0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      "linalg.yield"(%arg10) : (f32) -> ()
    }) : (f32, tensor<?xf32>) -> tensor<?xf32>
    %3 = "tensor.dim"(%arg1, %1) : (tensor<?xf32>, index) -> index
    %4 = "affine.apply"(%3, %arg0) <{map = #map1}> : (index, index) -> index
    %5:3 = "scf.forall"(%4, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 0, 1, 0, 3>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg4: index, %arg5: tensor<?xf32>, %arg6: tensor<?xf32>, %arg7: tensor<?xf32>):
      %6 = "affine.apply"(%arg4, %arg0) <{map = #map2}> : (index, index) -> index
      %7 = "affine.min"(%arg4, %3, %arg0) <{map = #map3}> : (index, index, index) -> index
      %8 = "tensor.extract_slice"(%arg5, %6, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, index, index) -> tensor<?xf32>
      %9 = "tensor.extract_slice"(%arg6, %6, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, index, index) -> tensor<?xf32>
      %10 = "tensor.extract_slice"(%arg7, %6, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, index, index) -> tensor<?xf32>
      %11 = "tensor.extract_slice"(%2, %6, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, index, index) -> tensor<?xf32>
      %12 = "linalg.exp"(%8, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %13 = "math.exp"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
        "linalg.yield"(%13) : (f32) -> ()
      }) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%12, %arg6, %6, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, tensor<?xf32>, index, index) -> ()
        "tensor.parallel_insert_slice"(%8, %arg5, %6, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, tensor<?xf32>, index, index) -> ()
        "tensor.parallel_insert_slice"(%9, %arg7, %6, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, tensor<?xf32>, index, index) -> ()
        "tensor.parallel_insert_slice"(%12, %arg7, %7, %6) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, tensor<?xf32>, index, index) -> ()
      }) : () -> ()
    }) : (index, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
    "func.return"(%5#1) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

