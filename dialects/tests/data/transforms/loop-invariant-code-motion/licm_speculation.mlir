#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<*xf32>, tensor<?x?x?x?xf32>, index, index, index, index) -> (), sym_name = "speculate_tensor_dims"}> ({
  ^bb0(%arg46: tensor<*xf32>, %arg47: tensor<?x?x?x?xf32>, %arg48: index, %arg49: index, %arg50: index, %arg51: index):
    %67 = "arith.constant"() <{value = 0 : index}> : () -> index
    %68 = "arith.constant"() <{value = 1 : index}> : () -> index
    %69 = "arith.constant"() <{value = 4 : index}> : () -> index
    %70 = "arith.constant"() <{value = -1 : index}> : () -> index
    "scf.for"(%arg49, %arg50, %arg51) ({
    ^bb0(%arg52: index):
      %71 = "tensor.dim"(%arg46, %arg48) : (tensor<*xf32>, index) -> index
      %72 = "tensor.dim"(%arg47, %arg48) : (tensor<?x?x?x?xf32>, index) -> index
      %73 = "tensor.dim"(%arg46, %67) : (tensor<*xf32>, index) -> index
      %74 = "tensor.dim"(%arg47, %68) : (tensor<?x?x?x?xf32>, index) -> index
      %75 = "tensor.dim"(%arg47, %69) : (tensor<?x?x?x?xf32>, index) -> index
      %76 = "tensor.dim"(%arg47, %70) : (tensor<?x?x?x?xf32>, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<*xf32>, memref<?x?x?x?xf32>, index, index, index, index) -> (), sym_name = "speculate_memref_dims"}> ({
  ^bb0(%arg39: memref<*xf32>, %arg40: memref<?x?x?x?xf32>, %arg41: index, %arg42: index, %arg43: index, %arg44: index):
    %59 = "arith.constant"() <{value = 0 : index}> : () -> index
    %60 = "arith.constant"() <{value = 1 : index}> : () -> index
    %61 = "arith.constant"() <{value = 4 : index}> : () -> index
    "scf.for"(%arg42, %arg43, %arg44) ({
    ^bb0(%arg45: index):
      %62 = "memref.dim"(%arg39, %arg41) : (memref<*xf32>, index) -> index
      %63 = "memref.dim"(%arg40, %arg41) : (memref<?x?x?x?xf32>, index) -> index
      %64 = "memref.dim"(%arg39, %59) : (memref<*xf32>, index) -> index
      %65 = "memref.dim"(%arg40, %60) : (memref<?x?x?x?xf32>, index) -> index
      %66 = "memref.dim"(%arg40, %61) : (memref<?x?x?x?xf32>, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "speculate_memref_dim_of_alloc"}> ({
    %53 = "arith.constant"() <{value = 0 : index}> : () -> index
    %54 = "arith.constant"() <{value = 1 : index}> : () -> index
    %55 = "arith.constant"() <{value = 22 : index}> : () -> index
    %56 = "memref.alloc"(%55) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi1>
    "scf.for"(%53, %55, %54) ({
    ^bb0(%arg38: index):
      %57 = "memref.dim"(%56, %53) : (memref<?xi1>, index) -> index
      %58 = "memref.dim"(%56, %54) : (memref<?xi1>, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "speculate_tensor_dim_of_empty"}> ({
    %48 = "arith.constant"() <{value = 0 : index}> : () -> index
    %49 = "arith.constant"() <{value = 1 : index}> : () -> index
    %50 = "arith.constant"() <{value = 22 : index}> : () -> index
    %51 = "tensor.empty"(%50, %50) : (index, index) -> tensor<?x?xi1>
    "scf.for"(%48, %50, %49) ({
    ^bb0(%arg37: index):
      %52 = "tensor.dim"(%51, %49) : (tensor<?x?xi1>, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, index, index, index) -> (), sym_name = "divisions"}> ({
  ^bb0(%arg31: i32, %arg32: i32, %arg33: index, %arg34: index, %arg35: index):
    %27 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %28 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %29 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %30 = "arith.constant"() <{value = -2 : i32}> : () -> i32
    "scf.for"(%arg33, %arg34, %arg35) ({
    ^bb0(%arg36: index):
      %31 = "arith.divui"(%arg31, %arg32) : (i32, i32) -> i32
      %32 = "arith.divui"(%arg31, %27) : (i32, i32) -> i32
      %33 = "arith.divui"(%arg31, %28) : (i32, i32) -> i32
      %34 = "arith.divui"(%arg31, %29) : (i32, i32) -> i32
      %35 = "arith.ceildivui"(%arg31, %arg32) : (i32, i32) -> i32
      %36 = "arith.ceildivui"(%arg31, %27) : (i32, i32) -> i32
      %37 = "arith.ceildivui"(%arg31, %28) : (i32, i32) -> i32
      %38 = "arith.divsi"(%arg31, %arg32) : (i32, i32) -> i32
      %39 = "arith.divsi"(%arg31, %27) : (i32, i32) -> i32
      %40 = "arith.divsi"(%arg31, %29) : (i32, i32) -> i32
      %41 = "arith.divsi"(%arg31, %28) : (i32, i32) -> i32
      %42 = "arith.divsi"(%arg31, %30) : (i32, i32) -> i32
      %43 = "arith.ceildivsi"(%arg31, %27) : (i32, i32) -> i32
      %44 = "arith.ceildivsi"(%arg31, %29) : (i32, i32) -> i32
      %45 = "arith.ceildivsi"(%arg31, %28) : (i32, i32) -> i32
      %46 = "arith.remsi"(%arg31, %28) : (i32, i32) -> i32
      %47 = "arith.floordivsi"(%arg31, %28) : (i32, i32) -> i32
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi8>, i1, index, index, index) -> (), sym_name = "divisions_of_vectors_and_i1"}> ({
  ^bb0(%arg25: vector<4xi8>, %arg26: i1, %arg27: index, %arg28: index, %arg29: index):
    %13 = "arith.constant"() <{value = dense<3> : vector<4xi8>}> : () -> vector<4xi8>
    %14 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi8>}> : () -> vector<4xi8>
    %15 = "arith.constant"() <{value = dense<[-3, 2, 3, 4]> : vector<4xi8>}> : () -> vector<4xi8>
    %16 = "arith.constant"() <{value = dense<[-3, -2, -5, -128]> : vector<4xi8>}> : () -> vector<4xi8>
    %17 = "arith.constant"() <{value = dense<[1, 0, 3, 4]> : vector<4xi8>}> : () -> vector<4xi8>
    %18 = "arith.constant"() <{value = true}> : () -> i1
    "scf.for"(%arg27, %arg28, %arg29) ({
    ^bb0(%arg30: index):
      %19 = "arith.divsi"(%arg25, %13) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %20 = "arith.divsi"(%arg25, %14) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %21 = "arith.divsi"(%arg25, %15) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %22 = "arith.divsi"(%arg25, %16) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %23 = "arith.divui"(%arg25, %15) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %24 = "arith.divui"(%arg25, %17) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %25 = "arith.divui"(%arg26, %18) : (i1, i1) -> i1
      %26 = "arith.divsi"(%arg26, %18) : (i1, i1) -> i1
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, memref<8xf32>, vector<4xf32>, index, index, index) -> (), sym_name = "vector_transfers"}> ({
  ^bb0(%arg18: tensor<8xf32>, %arg19: memref<8xf32>, %arg20: vector<4xf32>, %arg21: index, %arg22: index, %arg23: index):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "scf.for"(%arg21, %arg22, %arg23) ({
    ^bb0(%arg24: index):
      %10 = "vector.transfer_read"(%arg18, %8, %9) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (tensor<8xf32>, index, f32) -> vector<4xf32>
      %11 = "vector.transfer_read"(%arg19, %8, %9) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<8xf32>, index, f32) -> vector<4xf32>
      %12 = "vector.transfer_write"(%arg20, %arg18, %8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<4xf32>, tensor<8xf32>, index) -> tensor<8xf32>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>, index, index, index) -> (), sym_name = "linalg_on_tensors_and_memrefs"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: memref<4x4xf32>, %arg3: memref<4x4xf32>, %arg4: index, %arg5: index, %arg6: index):
    "scf.for"(%arg4, %arg5, %arg6) ({
    ^bb0(%arg7: index):
      %0 = "linalg.matmul"(%arg0, %arg1, %arg0) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
        %6 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %7 = "arith.addf"(%arg17, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%7) : (f32) -> ()
      }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      %1 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg13: f32, %arg14: f32):
        %5 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%5) : (f32) -> ()
      }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      "linalg.matmul"(%arg2, %arg2, %arg3) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
        %3 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %4 = "arith.addf"(%arg12, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%4) : (f32) -> ()
      }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
      %2 = "linalg.transpose"(%arg0, %arg1) <{permutation = array<i64: 1, 0>}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        "linalg.yield"(%arg8) : (f32) -> ()
      }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

