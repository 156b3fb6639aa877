module {
  func.func @enums(%arg0: f32, %arg1: i32, %arg2: index, %arg3: index, %arg4: vector<4xf32>, %arg5: complex<f32>) -> f32 {
    %0 = arith.addf %arg0, %arg0 fastmath<fast> : f32
    %1 = arith.mulf %0, %arg0 fastmath<nnan,ninf> : f32
    %2 = arith.addi %arg1, %arg1 overflow<nsw, nuw> : i32
    %3 = arith.muli %2, %arg1 overflow<nsw> : i32
    %4 = index.cmp uge(%arg2, %arg3)
    %5 = index.cmp slt(%arg2, %arg3)
    %6 = vector.reduction <maximumf>, %arg4 fastmath<contract> : vector<4xf32> into f32
    %7 = math.exp %6 fastmath<afn> : f32
    %8 = complex.abs %arg5 fastmath<nnan> : complex<f32>
    vector.print punctuation <comma>
    %9 = arith.addf %7, %8 {enums = [#linalg.type_fn<cast_unsigned>, #linalg.unary_fn<erf>, #linalg.binary_fn<div_unsigned>, #linalg.ternary_fn<select>, #linalg.elementwise_kind<powf>, #linalg.iterator_type<reduction>, #tosa.nan_mode<IGNORE>, #tosa.rounding_mode<DOUBLE_ROUND>, #tosa.resize_mode<NEAREST_NEIGHBOR>, #tosa.block_size<BLOCK_SIZE_32>, #vector.iterator_type<parallel>, #vector.kind<minimumf>, #vector.punctuation<no_punctuation>, #arith.fastmath<none>, #arith.overflow<none>]} : f32
    return %9 : f32
  }
}

