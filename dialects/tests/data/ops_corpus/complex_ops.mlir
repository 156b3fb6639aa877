// CASE: every complex op in custom form: arithmetic and unary ops with and without fastmath flags, re/im/abs/angle (element-type results), create, eq/neq, powi, bitcast, constants (named %cst) of f16/f32/f64 and integer element types
func.func @complex_ops(%a: complex<f32>, %b: complex<f32>, %d: complex<f64>, %r: f32, %i: i32, %h: complex<f16>) {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b fastmath<fast> : complex<f32>
  %2 = complex.mul %d, %d : complex<f64>
  %3 = complex.div %a, %b fastmath<nnan,ninf> : complex<f32>
  %4 = complex.pow %a, %b : complex<f32>
  %5 = complex.atan2 %a, %b : complex<f32>
  %6 = complex.abs %a : complex<f32>
  %7 = complex.abs %d fastmath<fast> : complex<f64>
  %8 = complex.angle %a : complex<f32>
  %9 = complex.re %a : complex<f32>
  %10 = complex.im %h fastmath<contract> : complex<f16>
  %11 = complex.cos %a : complex<f32>
  %12 = complex.sin %a : complex<f32>
  %13 = complex.tan %a : complex<f32>
  %14 = complex.tanh %a : complex<f32>
  %15 = complex.exp %a : complex<f32>
  %16 = complex.expm1 %a : complex<f32>
  %17 = complex.log %a : complex<f32>
  %18 = complex.log1p %a : complex<f32>
  %19 = complex.neg %a : complex<f32>
  %20 = complex.conj %a fastmath<afn> : complex<f32>
  %21 = complex.rsqrt %a : complex<f32>
  %22 = complex.sqrt %a : complex<f32>
  %23 = complex.sign %a : complex<f32>
  %24 = complex.create %r, %r : complex<f32>
  %25 = complex.eq %a, %b : complex<f32>
  %26 = complex.neq %a, %b : complex<f32>
  %27 = complex.powi %a, %i : complex<f32>, i32
  %28 = complex.powi %a, %i fastmath<nnan> : complex<f32>, i32
  %29 = complex.bitcast %a : complex<f32> to i64
  %30 = complex.bitcast %29 : i64 to complex<f32>
  %31 = complex.bitcast %d : complex<f64> to f128
  %32 = complex.bitcast %a : complex<f32> to complex<f32>
  %33 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %34 = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %35 = complex.constant [0.5 : f16, 0x7C00 : f16] : complex<f16>
  %36 = complex.constant [1 : i32, 2 : i32] : complex<i32>
  %37 = complex.add %a, %b {tag = "x"} : complex<f32>
  return
}
