"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, memref<?xf32>, index, vector<4xi1>, vector<2x4xf32>, vector<4xi32>, vector<[4]xf32>, f32) -> (), sym_name = "v_ops"}> ({
  ^bb0(%arg11: vector<4xf32>, %arg12: memref<?xf32>, %arg13: index, %arg14: vector<4xi1>, %arg15: vector<2x4xf32>, %arg16: vector<4xi32>, %arg17: vector<[4]xf32>, %arg18: f32):
    %26 = "vector.vscale"() : () -> index
    %27 = "vector.bitcast"(%arg11) : (vector<4xf32>) -> vector<8xf16>
    "vector.compressstore"(%arg12, %arg13, %arg14, %arg11) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
    %28 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
    %29 = "vector.create_mask"(%arg13) : (index) -> vector<4xi1>
    %30:2 = "vector.deinterleave"(%arg11) : (vector<4xf32>) -> (vector<2xf32>, vector<2xf32>)
    %31 = "vector.expandload"(%arg12, %arg13, %arg14, %arg11) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %32 = "vector.extract_strided_slice"(%arg15) <{offsets = [0, 1], sizes = [1, 2], strides = [1, 1]}> : (vector<2x4xf32>) -> vector<1x2xf32>
    %33 = "vector.from_elements"(%arg18, %arg18) : (f32, f32) -> vector<2xf32>
    %34 = "vector.gather"(%arg12, %arg13, %arg16, %arg14, %arg11) : (memref<?xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %35 = "vector.insert_strided_slice"(%arg11, %arg15) <{offsets = [1, 0], strides = [1]}> : (vector<4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
    %36 = "vector.interleave"(%arg11, %arg11) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
    %37 = "vector.load"(%arg12, %arg13) : (memref<?xf32>, index) -> vector<4xf32>
    %38 = "vector.maskedload"(%arg12, %arg13, %arg14, %arg11) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    "vector.maskedstore"(%arg12, %arg13, %arg14, %arg11) : (memref<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
    %39 = "vector.multi_reduction"(%arg15, %arg11) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x4xf32>, vector<4xf32>) -> vector<4xf32>
    "vector.print"(%arg11) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
    "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello"}> : () -> ()
    "vector.print"() <{punctuation = #vector.punctuation<comma>}> : () -> ()
    %40 = "vector.reduction"(%arg11) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maximumf>}> : (vector<4xf32>) -> f32
    %41 = "vector.reduction"(%arg11, %arg18) <{fastmath = #arith.fastmath<fast>, kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> f32
    %42 = "vector.scalable.extract"(%arg17) <{pos = 0 : i64}> : (vector<[4]xf32>) -> vector<4xf32>
    %43 = "vector.scalable.insert"(%arg11, %arg17) <{pos = 0 : i64}> : (vector<4xf32>, vector<[4]xf32>) -> vector<[4]xf32>
    %44 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %45:2 = "vector.scan"(%arg15, %44) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x4xf32>, vector<4xf32>) -> (vector<2x4xf32>, vector<4xf32>)
    "vector.scatter"(%arg12, %arg13, %arg16, %arg14, %arg11) : (memref<?xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> ()
    %46 = "vector.shape_cast"(%arg15) : (vector<2x4xf32>) -> vector<8xf32>
    %47 = "vector.shuffle"(%arg11, %arg11) <{mask = array<i64: 0, 5, 2>}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
    %48 = "vector.step"() : () -> vector<4xindex>
    "vector.store"(%arg11, %arg12, %arg13) : (vector<4xf32>, memref<?xf32>, index) -> ()
    %49:4 = "vector.to_elements"(%arg11) : (vector<4xf32>) -> (f32, f32, f32, f32)
    %50 = "vector.transpose"(%arg15) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
    %51 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xf32>
    %52 = "vector.type_cast"(%51) : (memref<8x4xf32>) -> memref<vector<8x4xf32>>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<f32>, vector<4xf32>, memref<8x?xf32>, tensor<16xf32>, index, vector<4xi1>, vector<4xindex>, vector<2x4xi1>, f32, i32, vector<2x[4]xi32>) -> tensor<16xf32>, sym_name = "v_more"}> ({
  ^bb0(%arg0: vector<f32>, %arg1: vector<4xf32>, %arg2: memref<8x?xf32>, %arg3: tensor<16xf32>, %arg4: index, %arg5: vector<4xi1>, %arg6: vector<4xindex>, %arg7: vector<2x4xi1>, %arg8: f32, %arg9: i32, %arg10: vector<2x[4]xi32>):
    %0 = "vector.load"(%arg2, %arg4, %arg4) <{alignment = 16 : i64, nontemporal = true}> : (memref<8x?xf32>, index, index) -> vector<4xf32>
    %1 = "vector.load"(%arg2, %arg4, %arg4) : (memref<8x?xf32>, index, index) -> vector<2x4xf32>
    "vector.store"(%1, %arg2, %arg4, %arg4) <{alignment = 8 : i64}> : (vector<2x4xf32>, memref<8x?xf32>, index, index) -> ()
    "vector.store"(%arg0, %arg2, %arg4, %arg4) : (vector<f32>, memref<8x?xf32>, index, index) -> ()
    %2 = "vector.reduction"(%arg1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<4xf32>) -> f32
    %3 = "vector.reduction"(%arg1, %arg8) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minnumf>}> : (vector<4xf32>, f32) -> f32
    %4 = "vector.reduction"(%arg6) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<xor>}> : (vector<4xindex>) -> index
    %5 = "vector.multi_reduction"(%1, %arg8) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x4xf32>, f32) -> f32
    %6 = "vector.scatter"(%arg3, %arg4, %arg6, %arg5, %arg1) : (tensor<16xf32>, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> tensor<16xf32>
    %7 = "vector.gather"(%arg3, %arg4, %arg6, %arg5, %arg1) <{alignment = 4 : i64}> : (tensor<16xf32>, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %8 = "vector.create_mask"(%arg4, %arg4) : (index, index) -> vector<2x4xi1>
    %9 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1, 3>}> : () -> vector<2x4xi1>
    %10 = "vector.create_mask"(%arg4) : (index) -> vector<[4]xi1>
    %11 = "vector.shuffle"(%arg0, %arg0) <{mask = array<i64: 0, 1>}> : (vector<f32>, vector<f32>) -> vector<2xf32>
    %12 = "vector.shuffle"(%1, %1) <{mask = array<i64: 3, 0, 1>}> : (vector<2x4xf32>, vector<2x4xf32>) -> vector<3x4xf32>
    %13 = "vector.from_elements"(%arg8) : (f32) -> vector<f32>
    %14 = "vector.from_elements"(%arg8, %arg8, %arg8, %arg8, %arg8, %arg8) : (f32, f32, f32, f32, f32, f32) -> vector<2x3xf32>
    %15 = "vector.to_elements"(%arg0) : (vector<f32>) -> f32
    %16:8 = "vector.to_elements"(%1) : (vector<2x4xf32>) -> (f32, f32, f32, f32, f32, f32, f32, f32)
    %17 = "vector.interleave"(%arg0, %arg0) : (vector<f32>, vector<f32>) -> vector<2xf32>
    %18 = "vector.interleave"(%arg10, %arg10) : (vector<2x[4]xi32>, vector<2x[4]xi32>) -> vector<2x[8]xi32>
    %19:2 = "vector.deinterleave"(%arg10) : (vector<2x[4]xi32>) -> (vector<2x[2]xi32>, vector<2x[2]xi32>)
    %20 = "vector.transpose"(%arg10) <{permutation = array<i64: 1, 0>}> : (vector<2x[4]xi32>) -> vector<[4]x2xi32>
    %21 = "vector.shape_cast"(%arg0) : (vector<f32>) -> vector<1x1xf32>
    %22 = "vector.bitcast"(%arg10) : (vector<2x[4]xi32>) -> vector<2x[8]xi16>
    %23 = "vector.step"() : () -> vector<[8]xindex>
    %24 = "vector.maskedload"(%arg2, %arg4, %arg4, %arg5, %arg1) <{alignment = 32 : i64}> : (memref<8x?xf32>, index, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    %25 = "vector.reduction"(%arg1) <{fastmath = #arith.fastmath<nnan,ninf>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
    "vector.print"(%arg8) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
    "vector.print"(%arg0) <{punctuation = #vector.punctuation<no_punctuation>}> : (vector<f32>) -> ()
    "vector.print"() <{punctuation = #vector.punctuation<open>}> : () -> ()
    "vector.print"() <{punctuation = #vector.punctuation<close>}> : () -> ()
    "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
    "vector.print"(%arg9) <{punctuation = #vector.punctuation<newline>}> {tag} : (i32) -> ()
    "func.return"(%6) : (tensor<16xf32>) -> ()
  }) : () -> ()
}) : () -> ()

