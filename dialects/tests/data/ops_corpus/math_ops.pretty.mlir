module {
  func.func @math_float(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>, %arg3: tensor<2x?xf16>, %arg4: bf16) {
    %0 = math.absf %arg0 : f32
    %1 = math.acos %arg1 fastmath<fast> : f64
    %2 = math.acosh %arg2 fastmath<nnan,ninf> : vector<4xf32>
    %3 = math.asin %arg3 : tensor<2x?xf16>
    %4 = math.asinh %arg4 fastmath<contract> : bf16
    %5 = math.atan %arg0 : f32
    %6 = math.atanh %arg0 : f32
    %7 = math.atan2 %arg0, %arg0 : f32
    %8 = math.cbrt %arg2 : vector<4xf32>
    %9 = math.ceil %arg1 : f64
    %10 = math.copysign %arg1, %arg1 fastmath<reassoc,nsz> : f64
    %11 = math.cos %arg0 : f32
    %12 = math.cosh %arg0 : f32
    %13 = math.sin %arg0 : f32
    %14 = math.sinh %arg0 fastmath<afn> : f32
    %15 = math.erf %arg0 : f32
    %16 = math.erfc %arg0 : f32
    %17 = math.exp %arg2 : vector<4xf32>
    %18 = math.exp2 %arg0 fastmath<arcp> : f32
    %19 = math.expm1 %arg0 : f32
    %20 = math.floor %arg3 : tensor<2x?xf16>
    %21 = math.log %arg0 : f32
    %22 = math.log10 %arg0 : f32
    %23 = math.log1p %arg0 : f32
    %24 = math.log2 %arg0 : f32
    %25 = math.powf %arg0, %arg0 fastmath<fast> : f32
    %26 = math.rsqrt %arg0 : f32
    %27 = math.sqrt %arg1 : f64
    %28 = math.tan %arg0 : f32
    %29 = math.tanh %arg2 : vector<4xf32>
    %30 = math.roundeven %arg0 : f32
    %31 = math.round %arg0 : f32
    %32 = math.trunc %arg0 : f32
    %33 = math.fma %arg0, %arg0, %arg0 : f32
    %34 = math.fma %arg2, %arg2, %arg2 fastmath<fast> : vector<4xf32>
    %35 = math.clampf %arg0 to [%arg0, %arg0] : f32
    %36 = math.clampf %arg2 to [%arg2, %arg2] fastmath<nnan> : vector<4xf32>
    %sin, %cos = math.sincos %arg0 : f32
    %sin_0, %cos_1 = math.sincos %arg2 fastmath<fast> : vector<4xf32>
    return
  }
  func.func @math_int_and_classify(%arg0: i32, %arg1: index, %arg2: vector<2xi8>, %arg3: f32, %arg4: vector<4xf32>, %arg5: tensor<3xf64>, %arg6: vector<4xi32>) {
    %0 = math.absi %arg0 : i32
    %1 = math.ctlz %arg1 : index
    %2 = math.cttz %arg2 : vector<2xi8>
    %3 = math.ctpop %arg0 : i32
    %4 = math.ipowi %arg0, %arg0 : i32
    %5 = math.ipowi %arg2, %arg2 : vector<2xi8>
    %6 = math.isfinite %arg3 : f32
    %7 = math.isinf %arg4 : vector<4xf32>
    %8 = math.isnan %arg5 : tensor<3xf64>
    %9 = math.isnormal %arg3 {fastmath = #arith.fastmath<fast>} : f32
    %10 = math.fpowi %arg3, %arg0 : f32, i32
    %11 = math.fpowi %arg4, %arg6 fastmath<fast> : vector<4xf32>, vector<4xi32>
    %12 = math.absf %arg3 {tag = "kept"} : f32
    %13 = math.exp %arg3 fastmath<nnan> : f32
    return
  }
}

