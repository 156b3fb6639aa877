// CASE: arith.scaling_extf and arith.scaling_truncf: scalars, vectors, tensors, rounding modes and fastmath flags
func.func @scaling(%a: f4E2M1FN, %s: f8E8M0FNU, %v: vector<4xf8E5M2>, %vs: vector<4xf8E8M0FNU>, %t: tensor<2x?xf32>, %ts: tensor<2x?xf8E8M0FNU>, %h: f16) {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_extf %v, %vs fastmath<fast> : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xbf16>
  %2 = arith.scaling_truncf %t, %ts : tensor<2x?xf32>, tensor<2x?xf8E8M0FNU> to tensor<2x?xf4E2M1FN>
  %3 = arith.scaling_truncf %h, %s to_nearest_even : f16, f8E8M0FNU to f8E4M3FN
  %4 = arith.scaling_truncf %h, %s downward fastmath<nnan,ninf> {k} : f16, f8E8M0FNU to f8E5M2
  %5 = arith.scaling_extf %a, %s fastmath<contract> {k = 1 : i32} : f4E2M1FN, f8E8M0FNU to f16
  return
}
