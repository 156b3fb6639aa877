// CASE: every math op in custom form: float unary/binary/ternary ops with and without fastmath flags, integer ops, classification ops, sincos, fpowi, clampf; scalar, vector and tensor types
func.func @math_float(%f: f32, %d: f64, %v: vector<4xf32>, %t: tensor<2x?xf16>, %b: bf16) {
  %0 = math.absf %f : f32
  %1 = math.acos %d fastmath<fast> : f64
  %2 = math.acosh %v fastmath<nnan,ninf> : vector<4xf32>
  %3 = math.asin %t : tensor<2x?xf16>
  %4 = math.asinh %b fastmath<contract> : bf16
  %5 = math.atan %f fastmath<none> : f32
  %6 = math.atanh %f : f32
  %7 = math.atan2 %f, %f : f32
  %8 = math.cbrt %v : vector<4xf32>
  %9 = math.ceil %d : f64
  %10 = math.copysign %d, %d fastmath<reassoc,nsz> : f64
  %11 = math.cos %f : f32
  %12 = math.cosh %f : f32
  %13 = math.sin %f : f32
  %14 = math.sinh %f fastmath<afn> : f32
  %15 = math.erf %f : f32
  %16 = math.erfc %f : f32
  %17 = math.exp %v : vector<4xf32>
  %18 = math.exp2 %f fastmath<arcp> : f32
  %19 = math.expm1 %f : f32
  %20 = math.floor %t : tensor<2x?xf16>
  %21 = math.log %f : f32
  %22 = math.log10 %f : f32
  %23 = math.log1p %f : f32
  %24 = math.log2 %f : f32
  %25 = math.powf %f, %f fastmath<fast> : f32
  %26 = math.rsqrt %f : f32
  %27 = math.sqrt %d : f64
  %28 = math.tan %f : f32
  %29 = math.tanh %v : vector<4xf32>
  %30 = math.roundeven %f : f32
  %31 = math.round %f : f32
  %32 = math.trunc %f : f32
  %33 = math.fma %f, %f, %f : f32
  %34 = math.fma %v, %v, %v fastmath<fast> : vector<4xf32>
  %35 = math.clampf %f to [%f, %f] : f32
  %36 = math.clampf %v to [%v, %v] fastmath<nnan> : vector<4xf32>
  %s, %c = math.sincos %f : f32
  %s2, %c2 = math.sincos %v fastmath<fast> : vector<4xf32>
  return
}

func.func @math_int_and_classify(%i: i32, %x: index, %vi: vector<2xi8>, %f: f32, %v: vector<4xf32>, %t: tensor<3xf64>, %vi4: vector<4xi32>) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %x : index
  %2 = math.cttz %vi : vector<2xi8>
  %3 = math.ctpop %i : i32
  %4 = math.ipowi %i, %i : i32
  %5 = math.ipowi %vi, %vi : vector<2xi8>
  %6 = math.isfinite %f : f32
  %7 = math.isinf %v : vector<4xf32>
  %8 = math.isnan %t : tensor<3xf64>
  %9 = math.isnormal %f {fastmath = #arith.fastmath<fast>} : f32
  %10 = math.fpowi %f, %i : f32, i32
  %11 = math.fpowi %v, %vi4 fastmath<fast> : vector<4xf32>, vector<4xi32>
  %12 = math.absf %f {tag = "kept"} : f32
  %13 = "math.exp"(%f) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
  return
}
