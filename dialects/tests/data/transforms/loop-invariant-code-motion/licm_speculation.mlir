#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<*xf32>, tensor<?x?x?x?xf32>, index, index, index, index) -> (), sym_name = "speculate_tensor_dims"}> ({
  ^bb0(%arg55: tensor<*xf32>, %arg56: tensor<?x?x?x?xf32>, %arg57: index, %arg58: index, %arg59: index, %arg60: index):
    %72 = "arith.constant"() <{value = 0 : index}> : () -> index
    %73 = "arith.constant"() <{value = 1 : index}> : () -> index
    %74 = "arith.constant"() <{value = 4 : index}> : () -> index
    %75 = "arith.constant"() <{value = -1 : index}> : () -> index
    "scf.for"(%arg58, %arg59, %arg60) ({
    ^bb0(%arg61: index):
      %76 = "tensor.dim"(%arg55, %arg57) : (tensor<*xf32>, index) -> index
      %77 = "tensor.dim"(%arg56, %arg57) : (tensor<?x?x?x?xf32>, index) -> index
      %78 = "tensor.dim"(%arg55, %72) : (tensor<*xf32>, index) -> index
      %79 = "tensor.dim"(%arg56, %73) : (tensor<?x?x?x?xf32>, index) -> index
      %80 = "tensor.dim"(%arg56, %74) : (tensor<?x?x?x?xf32>, index) -> index
      %81 = "tensor.dim"(%arg56, %75) : (tensor<?x?x?x?xf32>, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>, memref<?x?x?x?xf32>, index, index, index, index) -> (), sym_name = "speculate_memref_dims"}> ({
  ^bb0(%arg48: memref<*xf32>, %arg49: memref<?x?x?x?xf32>, %arg50: index, %arg51: index, %arg52: index, %arg53: index):
    %64 = "arith.constant"() <{value = 0 : index}> : () -> index
    %65 = "arith.constant"() <{value = 1 : index}> : () -> index
    %66 = "arith.constant"() <{value = 4 : index}> : () -> index
    "scf.for"(%arg51, %arg52, %arg53) ({
    ^bb0(%arg54: index):
      %67 = "memref.dim"(%arg48, %arg50) : (memref<*xf32>, index) -> index
      %68 = "memref.dim"(%arg49, %arg50) : (memref<?x?x?x?xf32>, index) -> index
      %69 = "memref.dim"(%arg48, %64) : (memref<*xf32>, index) -> index
      %70 = "memref.dim"(%arg49, %65) : (memref<?x?x?x?xf32>, index) -> index
      %71 = "memref.dim"(%arg49, %66) : (memref<?x?x?x?xf32>, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "speculate_memref_dim_of_alloc"}> ({
    %58 = "arith.constant"() <{value = 0 : index}> : () -> index
    %59 = "arith.constant"() <{value = 1 : index}> : () -> index
    %60 = "arith.constant"() <{value = 22 : index}> : () -> index
    %61 = "memref.alloc"(%60) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi1>
    "scf.for"(%58, %60, %59) ({
    ^bb0(%arg47: index):
      %62 = "memref.dim"(%61, %58) : (memref<?xi1>, index) -> index
      %63 = "memref.dim"(%61, %59) : (memref<?xi1>, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "speculate_tensor_dim_of_empty"}> ({
    %53 = "arith.constant"() <{value = 0 : index}> : () -> index
    %54 = "arith.constant"() <{value = 1 : index}> : () -> index
    %55 = "arith.constant"() <{value = 22 : index}> : () -> index
    %56 = "tensor.empty"(%55, %55) : (index, index) -> tensor<?x?xi1>
    "scf.for"(%53, %55, %54) ({
    ^bb0(%arg46: index):
      %57 = "tensor.dim"(%56, %54) : (tensor<?x?xi1>, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, index, index) -> (), sym_name = "divisions"}> ({
  ^bb0(%arg40: i32, %arg41: i32, %arg42: index, %arg43: index, %arg44: index):
    %32 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %33 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %34 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %35 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    "scf.for"(%arg42, %arg43, %arg44) ({
    ^bb0(%arg45: index):
      %36 = "arith.divui"(%arg40, %arg41) : (i32, i32) -> i32
      %37 = "arith.divui"(%arg40, %32) : (i32, i32) -> i32
      %38 = "arith.divui"(%arg40, %33) : (i32, i32) -> i32
      %39 = "arith.divui"(%arg40, %34) : (i32, i32) -> i32
      %40 = "arith.ceildivui"(%arg40, %arg41) : (i32, i32) -> i32
      %41 = "arith.ceildivui"(%arg40, %32) : (i32, i32) -> i32
      %42 = "arith.ceildivui"(%arg40, %33) : (i32, i32) -> i32
      %43 = "arith.divsi"(%arg40, %arg41) : (i32, i32) -> i32
      %44 = "arith.divsi"(%arg40, %32) : (i32, i32) -> i32
      %45 = "arith.divsi"(%arg40, %34) : (i32, i32) -> i32
      %46 = "arith.divsi"(%arg40, %33) : (i32, i32) -> i32
      %47 = "arith.divsi"(%arg40, %35) : (i32, i32) -> i32
      %48 = "arith.ceildivsi"(%arg40, %32) : (i32, i32) -> i32
      %49 = "arith.ceildivsi"(%arg40, %34) : (i32, i32) -> i32
      %50 = "arith.ceildivsi"(%arg40, %33) : (i32, i32) -> i32
      %51 = "arith.remsi"(%arg40, %33) : (i32, i32) -> i32
      %52 = "arith.floordivsi"(%arg40, %33) : (i32, i32) -> i32
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi8>, i1, index, index, index) -> (), sym_name = "divisions_of_vectors_and_i1"}> ({
  ^bb0(%arg34: vector<4xi8>, %arg35: i1, %arg36: index, %arg37: index, %arg38: index):
    %18 = "arith.constant"() <{value = dense<3> : vector<4xi8>}> : () -> vector<4xi8>
    %19 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi8>}> : () -> vector<4xi8>
    %20 = "arith.constant"() <{value = dense<[-3, 2, 3, 4]> : vector<4xi8>}> : () -> vector<4xi8>
    %21 = "arith.constant"() <{value = dense<[-3, -2, -5, -128]> : vector<4xi8>}> : () -> vector<4xi8>
    %22 = "arith.constant"() <{value = dense<[1, 0, 3, 4]> : vector<4xi8>}> : () -> vector<4xi8>
    %23 = "arith.constant"() <{value = true}> : () -> i1
    "scf.for"(%arg36, %arg37, %arg38) ({
    ^bb0(%arg39: index):
      %24 = "arith.divsi"(%arg34, %18) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %25 = "arith.divsi"(%arg34, %19) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %26 = "arith.divsi"(%arg34, %20) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %27 = "arith.divsi"(%arg34, %21) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %28 = "arith.divui"(%arg34, %20) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %29 = "arith.divui"(%arg34, %22) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %30 = "arith.divui"(%arg35, %23) : (i1, i1) -> i1
      %31 = "arith.divsi"(%arg35, %23) : (i1, i1) -> i1
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, memref<8xf32>, vector<4xf32>, index, index, index) -> (), sym_name = "vector_transfers"}> ({
  ^bb0(%arg27: tensor<8xf32>, %arg28: memref<8xf32>, %arg29: vector<4xf32>, %arg30: index, %arg31: index, %arg32: index):
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "scf.for"(%arg30, %arg31, %arg32) ({
    ^bb0(%arg33: index):
      %15 = "vector.transfer_read"(%arg27, %13, %14) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (tensor<8xf32>, index, f32) -> vector<4xf32>
      %16 = "vector.transfer_read"(%arg28, %13, %14) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<8xf32>, index, f32) -> vector<4xf32>
      %17 = "vector.transfer_write"(%arg29, %arg27, %13) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<4xf32>, tensor<8xf32>, index) -> tensor<8xf32>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>, index, index, index) -> (), sym_name = "linalg_on_tensors_and_memrefs"}> ({
  ^bb0(%arg9: tensor<4x4xf32>, %arg10: tensor<4x4xf32>, %arg11: memref<4x4xf32>, %arg12: memref<4x4xf32>, %arg13: index, %arg14: index, %arg15: index):
    "scf.for"(%arg13, %arg14, %arg15) ({
    ^bb0(%arg16: index):
      %5 = "linalg.matmul"(%arg9, %arg10, %arg9) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
        %11 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %12 = "arith.addf"(%arg26, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%12) : (f32) -> ()
      }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      %6 = "linalg.generic"(%arg9, %arg10) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg22: f32, %arg23: f32):
        %10 = "arith.addf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%10) : (f32) -> ()
      }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      "linalg.matmul"(%arg11, %arg11, %arg12) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
        %8 = "arith.mulf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %9 = "arith.addf"(%arg21, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%9) : (f32) -> ()
      }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
      %7 = "linalg.transpose"(%arg9, %arg10) <{permutation = array<i64: 1, 0>}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        "linalg.yield"(%arg17) : (f32) -> ()
      }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>, tensor<2x2x4x4xf32>, tensor<?x2x?x4xf32>, index, f32, index, index, index) -> (), sym_name = "pack_unpack"}> ({
  ^bb0(%arg0: tensor<8x8xf32>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<?x2x?x4xf32>, %arg3: index, %arg4: f32, %arg5: index, %arg6: index, %arg7: index):
    "scf.for"(%arg5, %arg6, %arg7) ({
    ^bb0(%arg8: index):
      %0 = "linalg.pack"(%arg0, %arg1) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<8x8xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
      %1 = "linalg.pack"(%arg0, %arg2, %arg3) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: -9223372036854775808, 4>}> : (tensor<8x8xf32>, tensor<?x2x?x4xf32>, index) -> tensor<?x2x?x4xf32>
      %2 = "linalg.pack"(%arg0, %arg2, %arg4, %arg3) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_inner_tiles = array<i64: -9223372036854775808, 4>}> : (tensor<8x8xf32>, tensor<?x2x?x4xf32>, f32, index) -> tensor<?x2x?x4xf32>
      %3 = "linalg.unpack"(%arg1, %arg0) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<2x2x4x4xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %4 = "linalg.unpack"(%arg2, %arg0, %arg3) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: -9223372036854775808, 4>}> : (tensor<?x2x?x4xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

