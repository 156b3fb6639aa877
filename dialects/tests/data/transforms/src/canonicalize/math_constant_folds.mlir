// math folders (MathOps.cpp): exact APFloat rules on every float type,
// C library rules on f32/f64 only with their guards, integer rules, float
// classifications (scalars and splats), poison operands, and the ops
// without folders.
func.func @f0() -> (i32, i32, i32, i32, i32, i8, i32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, f32) {
  %a = arith.constant -8 : i32
  %b = arith.constant 3 : i32
  %c = arith.constant 0 : i32
  %m = arith.constant -2147483648 : i32
  %i8 = arith.constant -128 : i8
  %0 = math.absi %a : i32
  %1 = math.ctlz %a : i32
  %2 = math.cttz %c : i32
  %3 = math.ctpop %a : i32
  %4 = math.ipowi %a, %b : i32
  %5 = math.absi %i8 : i8
  %6 = math.absi %m : i32
  %f = arith.constant -2.000000e+00 : f32
  %z = arith.constant -0.000000e+00 : f32
  %n = arith.constant 0x7FC00000 : f32
  %zz = arith.constant 0.000000e+00 : f32
  %7 = math.log1p %f : f32
  %8 = math.sqrt %z : f32
  %9 = math.log %n : f32
  %10 = math.atan2 %zz, %z : f32
  %11 = math.fpowi %f, %b : f32, i32
  %12 = math.fma %f, %f, %f : f32
  %13 = math.rsqrt %f : f32
  %14 = math.cbrt %f : f32
  %15 = math.isnan %n : f32
  %16 = math.isinf %f : f32
  %17 = math.clampf %f to [%zz, %zz] : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17 : i32, i32, i32, i32, i32, i8, i32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, f32
}

func.func @f1() -> (i1, i1, i1, vector<2xi1>, vector<3xf32>, vector<2xf32>, i32, i32, i32, vector<3xf32>) {
  %h = arith.constant 0x7C00 : f16
  %s = arith.constant 1.0e-40 : f32
  %0 = math.isfinite %h : f16
  %1 = math.isnormal %s : f32
  %2 = math.isnan %h : f16
  %v = arith.constant dense<[1.0, 0x7FC00000]> : vector<2xf32>
  %3 = math.isnan %v : vector<2xf32>
  %w = arith.constant dense<[1.0, -1.0, 4.0]> : vector<3xf32>
  %4 = math.sqrt %w : vector<3xf32>
  %5 = math.exp %v : vector<2xf32>
  %m1 = arith.constant -1 : i32
  %n3 = arith.constant -3 : i32
  %two = arith.constant 2 : i32
  %z = arith.constant 0 : i32
  %6 = math.ipowi %m1, %n3 : i32
  %7 = math.ipowi %two, %n3 : i32
  %8 = math.ipowi %z, %n3 : i32
  %9 = math.copysign %w, %w : vector<3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, vector<2xi1>, vector<3xf32>, vector<2xf32>, i32, i32, i32, vector<3xf32>
}

func.func @f2() -> (vector<2xi1>, vector<2xi32>, vector<2xi32>, vector<2xf32>, bf16, vector<2xf64>) {
  %v = arith.constant dense<0x7FC00000> : vector<2xf32>
  %3 = math.isnan %v : vector<2xf32>
  %a = arith.constant dense<[3, -4]> : vector<2xi32>
  %4 = math.ipowi %a, %a : vector<2xi32>
  %5 = math.ctlz %a : vector<2xi32>
  %6 = math.powf %v, %v : vector<2xf32>
  %b = arith.constant 2.5 : bf16
  %7 = math.floor %b : bf16
  %d = arith.constant dense<[2.5, -2.5]> : vector<2xf64>
  %8 = math.round %d : vector<2xf64>
  return %3, %4, %5, %6, %7, %8 : vector<2xi1>, vector<2xi32>, vector<2xi32>, vector<2xf32>, bf16, vector<2xf64>
}

func.func @f3(%x: f32) -> (f32, f32, i32, i1) {
  %p = ub.poison : f32
  %0 = math.exp %p : f32
  %1 = math.copysign %p, %x : f32
  %pi = ub.poison : i32
  %2 = math.ctlz %pi : i32
  %3 = math.isnan %p : f32
  return %0, %1, %2, %3 : f32, f32, i32, i1
}
