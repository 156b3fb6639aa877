// Ops of upstream's ArithFastMathInterface (`dialects/tests/it/more_op_interfaces.rs`):
// set, default and absent (optional) flags; the expected generic form is
// mlir-opt-22's (`fast_math.generic`), whose properties hold what
// `getFastMathFlagsAttr` returns.
func.func @fast_math(%a: f32, %b: f32, %h: f16, %v: vector<4xf32>, %c: complex<f32>, %i: i32) -> f32 {
  %0 = arith.addf %a, %b fastmath<nnan,ninf> : f32
  %1 = arith.mulf %0, %b : f32
  %2 = arith.cmpf olt, %1, %a fastmath<fast> : f32
  %3 = arith.extf %h : f16 to f32
  %4 = arith.truncf %3 fastmath<contract> : f32 to f16
  %5 = math.sqrt %a fastmath<afn> : f32
  %6 = math.isnan %a : f32
  %7 = math.fpowi %a, %i fastmath<reassoc> : f32, i32
  %8 = complex.add %c, %c fastmath<nsz> : complex<f32>
  %9 = complex.re %c : complex<f32>
  %10 = complex.powi %c, %i : complex<f32>, i32
  %11 = vector.reduction <add>, %v fastmath<arcp> : vector<4xf32> into f32
  %12 = arith.addi %i, %i : i32
  %13 = math.absi %i : i32
  return %11 : f32
}
