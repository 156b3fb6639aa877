// vector.reduction (ElideSingleElementReduction) and vector.fma, which
// do not fold constants in MLIR 22.
func.func @red() -> (i32, f32, i32) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %a = vector.reduction <add>, %c : vector<4xi32> into i32
  %s = arith.constant dense<1.0> : vector<4xf32>
  %b = vector.reduction <mul>, %s : vector<4xf32> into f32
  %o = arith.constant dense<[1]> : vector<1xi32>
  %d = vector.reduction <xor>, %o : vector<1xi32> into i32
  return %a, %b, %d : i32, f32, i32
}

func.func @fma() -> vector<4xf32> {
  %s = arith.constant dense<1.0> : vector<4xf32>
  %t = arith.constant dense<2.0> : vector<4xf32>
  %r = vector.fma %s, %t, %s : vector<4xf32>
  return %r : vector<4xf32>
}

func.func @red1(%v: vector<1xi32>, %a: i32, %f: vector<1xf32>, %b: f32) -> (i32, f32, i32) {
  %0 = vector.reduction <add>, %v, %a : vector<1xi32> into i32
  %1 = vector.reduction <maxnumf>, %f, %b fastmath<nnan> : vector<1xf32> into f32
  %2 = vector.reduction <minsi>, %v : vector<1xi32> into i32
  return %0, %1, %2 : i32, f32, i32
}
