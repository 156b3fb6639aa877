// complex.bitcast to the operand's own type folds away; a real cast stays.
func.func @same(%a: complex<f32>) -> complex<f32> {
  %0 = complex.bitcast %a : complex<f32> to complex<f32>
  return %0 : complex<f32>
}

func.func @to_int(%a: complex<f32>) -> i64 {
  %0 = complex.bitcast %a : complex<f32> to i64
  return %0 : i64
}
