func.func @floats(%x: f32, %d: f64) -> (f32, f32, f32, f32, f32, f64, f64, i1, i1, f32, f32, f16, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.addf %x, %nz : f32
  %da = arith.constant 0.1 : f64
  %db = arith.constant 0.2 : f64
  %5 = arith.addf %da, %db : f64
  %6 = arith.negf %5 : f64
  %7 = arith.cmpf olt, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.mulf %x, %one : f32
  %10 = arith.maximumf %a, %b : f32
  %h1 = arith.constant 1.0 : f16
  %h2 = arith.constant 3.0 : f16
  %11 = arith.divf %h1, %h2 : f16
  %12 = arith.subf %x, %z : f32
  %13 = arith.minnumf %a, %b : f32
  %14 = arith.addf %12, %13 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %14, %0 : f32, f32, f32, f32, f32, f64, f64, i1, i1, f32, f32, f16, f32, f32
}
