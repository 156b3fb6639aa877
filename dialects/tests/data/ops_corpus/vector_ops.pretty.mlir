module {
  func.func @v_ops(%arg0: vector<4xf32>, %arg1: memref<?xf32>, %arg2: index, %arg3: vector<4xi1>, %arg4: vector<2x4xf32>, %arg5: vector<4xi32>, %arg6: vector<[4]xf32>, %arg7: f32) {
    %vscale = vector.vscale
    %0 = vector.bitcast %arg0 : vector<4xf32> to vector<8xf16>
    vector.compressstore %arg1[%arg2], %arg3, %arg0 : memref<?xf32>, vector<4xi1>, vector<4xf32>
    %1 = vector.constant_mask [2] : vector<4xi1>
    %2 = vector.create_mask %arg2 : vector<4xi1>
    %res1, %res2 = vector.deinterleave %arg0 : vector<4xf32> -> vector<2xf32>
    %3 = vector.expandload %arg1[%arg2], %arg3, %arg0 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %4 = vector.extract_strided_slice %arg4 {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
    %5 = vector.from_elements %arg7, %arg7 : vector<2xf32>
    %6 = vector.gather %arg1[%arg2] [%arg5], %arg3, %arg0 : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %7 = vector.insert_strided_slice %arg0, %arg4 {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
    %8 = vector.interleave %arg0, %arg0 : vector<4xf32> -> vector<8xf32>
    %9 = vector.load %arg1[%arg2] : memref<?xf32>, vector<4xf32>
    %10 = vector.maskedload %arg1[%arg2], %arg3, %arg0 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.maskedstore %arg1[%arg2], %arg3, %arg0 : memref<?xf32>, vector<4xi1>, vector<4xf32>
    %11 = vector.multi_reduction <add>, %arg4, %arg0 [0] : vector<2x4xf32> to vector<4xf32>
    vector.print %arg0 : vector<4xf32>
    vector.print str "hello"
    vector.print punctuation <comma>
    %12 = vector.reduction <maximumf>, %arg0 : vector<4xf32> into f32
    %13 = vector.reduction <add>, %arg0, %arg7 fastmath<fast> : vector<4xf32> into f32
    %14 = vector.scalable.extract %arg6[0] : vector<4xf32> from vector<[4]xf32>
    %15 = vector.scalable.insert %arg0, %arg6[0] : vector<4xf32> into vector<[4]xf32>
    %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
    %dest, %accumulated_value = vector.scan <add>, %arg4, %cst {inclusive = true, reduction_dim = 0 : i64} : vector<2x4xf32>, vector<4xf32>
    vector.scatter %arg1[%arg2] [%arg5], %arg3, %arg0 : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
    %16 = vector.shape_cast %arg4 : vector<2x4xf32> to vector<8xf32>
    %17 = vector.shuffle %arg0, %arg0 [0, 5, 2] : vector<4xf32>, vector<4xf32>
    %18 = vector.step : vector<4xindex>
    vector.store %arg0, %arg1[%arg2] : memref<?xf32>, vector<4xf32>
    %19:4 = vector.to_elements %arg0 : vector<4xf32>
    %20 = vector.transpose %arg4, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
    %alloc = memref.alloc() : memref<8x4xf32>
    %21 = vector.type_cast %alloc : memref<8x4xf32> to memref<vector<8x4xf32>>
    return
  }
  func.func @v_more(%arg0: vector<f32>, %arg1: vector<4xf32>, %arg2: memref<8x?xf32>, %arg3: tensor<16xf32>, %arg4: index, %arg5: vector<4xi1>, %arg6: vector<4xindex>, %arg7: vector<2x4xi1>, %arg8: f32, %arg9: i32, %arg10: vector<2x[4]xi32>) -> tensor<16xf32> {
    %0 = vector.load %arg2[%arg4, %arg4] {alignment = 16 : i64, nontemporal = true} : memref<8x?xf32>, vector<4xf32>
    %1 = vector.load %arg2[%arg4, %arg4] : memref<8x?xf32>, vector<2x4xf32>
    vector.store %1, %arg2[%arg4, %arg4] {alignment = 8 : i64} : memref<8x?xf32>, vector<2x4xf32>
    vector.store %arg0, %arg2[%arg4, %arg4] : memref<8x?xf32>, vector<f32>
    %2 = vector.reduction <mul>, %arg1 : vector<4xf32> into f32
    %3 = vector.reduction <minnumf>, %arg1, %arg8 : vector<4xf32> into f32
    %4 = vector.reduction <xor>, %arg6 : vector<4xindex> into index
    %5 = vector.multi_reduction <maxnumf>, %1, %arg8 [0, 1] : vector<2x4xf32> to f32
    %6 = vector.scatter %arg3[%arg4] [%arg6], %arg5, %arg1 : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
    %7 = vector.gather %arg3[%arg4] [%arg6], %arg5, %arg1 {alignment = 4 : i64} : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %8 = vector.create_mask %arg4, %arg4 : vector<2x4xi1>
    %9 = vector.constant_mask [1, 3] : vector<2x4xi1>
    %10 = vector.create_mask %arg4 : vector<[4]xi1>
    %11 = vector.shuffle %arg0, %arg0 [0, 1] : vector<f32>, vector<f32>
    %12 = vector.shuffle %1, %1 [3, 0, 1] : vector<2x4xf32>, vector<2x4xf32>
    %13 = vector.from_elements %arg8 : vector<f32>
    %14 = vector.from_elements %arg8, %arg8, %arg8, %arg8, %arg8, %arg8 : vector<2x3xf32>
    %15 = vector.to_elements %arg0 : vector<f32>
    %16:8 = vector.to_elements %1 : vector<2x4xf32>
    %17 = vector.interleave %arg0, %arg0 : vector<f32> -> vector<2xf32>
    %18 = vector.interleave %arg10, %arg10 : vector<2x[4]xi32> -> vector<2x[8]xi32>
    %res1, %res2 = vector.deinterleave %arg10 : vector<2x[4]xi32> -> vector<2x[2]xi32>
    %19 = vector.transpose %arg10, [1, 0] : vector<2x[4]xi32> to vector<[4]x2xi32>
    %20 = vector.shape_cast %arg0 : vector<f32> to vector<1x1xf32>
    %21 = vector.bitcast %arg10 : vector<2x[4]xi32> to vector<2x[8]xi16>
    %22 = vector.step : vector<[8]xindex>
    %23 = vector.maskedload %arg2[%arg4, %arg4], %arg5, %arg1 {alignment = 32 : i64} : memref<8x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %24 = vector.reduction <add>, %arg1 fastmath<nnan,ninf> : vector<4xf32> into f32
    vector.print %arg8 : f32
    vector.print %arg0 : vector<f32> punctuation <no_punctuation>
    vector.print punctuation <open>
    vector.print punctuation <close>
    vector.print
    vector.print %arg9 : i32 {tag}
    return %6 : tensor<16xf32>
  }
}

