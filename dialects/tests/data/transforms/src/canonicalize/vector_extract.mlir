// vector.extract folds (MLIR 22 ExtractOp::fold) and ExtractOpFromBroadcast.
func.func @ext_const() -> (i32, f32, vector<2xi32>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %e = vector.extract %c[2] : i32 from vector<4xi32>
  %f = arith.constant dense<1.5> : vector<4xf32>
  %g = vector.extract %f[1] : f32 from vector<4xf32>
  %h = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %i = vector.extract %h[1] : vector<2xi32> from vector<2x2xi32>
  return %e, %g, %i : i32, f32, vector<2xi32>
}

func.func @ext_ins(%s: i32, %t: i32, %v: vector<4xi32>) -> (i32, i32) {
  %a = vector.insert %s, %v[2] : i32 into vector<4xi32>
  %b = vector.insert %t, %a[1] : i32 into vector<4xi32>
  %e = vector.extract %b[2] : i32 from vector<4xi32>
  %f = vector.extract %b[1] : i32 from vector<4xi32>
  return %e, %f : i32, i32
}

func.func @fe_ext(%s: i32, %t: i32) -> (i32, i32) {
  %a = vector.from_elements %s, %t, %s, %t : vector<4xi32>
  %e = vector.extract %a[1] : i32 from vector<4xi32>
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %f = vector.from_elements %s, %t, %s, %s : vector<4xi32>
  %g = vector.extract %f[3] : i32 from vector<4xi32>
  return %e, %g : i32, i32
}

func.func @ext_bcast(%s: i32, %v: vector<4xi32>, %w: vector<2xi32>) -> (i32, vector<4xi32>, i32, vector<2xi32>, vector<2xi32>) {
  %b = vector.broadcast %s : i32 to vector<3x4xi32>
  %e = vector.extract %b[1, 2] : i32 from vector<3x4xi32>
  %b2 = vector.broadcast %v : vector<4xi32> to vector<3x4xi32>
  %e2 = vector.extract %b2[1] : vector<4xi32> from vector<3x4xi32>
  %e3 = vector.extract %b2[1, 3] : i32 from vector<3x4xi32>
  %b3 = vector.broadcast %w : vector<2xi32> to vector<3x4x2xi32>
  %e4 = vector.extract %b3[1, 2] : vector<2xi32> from vector<3x4x2xi32>
  %b4 = vector.broadcast %s : i32 to vector<3x4x2xi32>
  %e5 = vector.extract %b4[1, 2] : vector<2xi32> from vector<3x4x2xi32>
  return %e, %e2, %e3, %e4, %e5 : i32, vector<4xi32>, i32, vector<2xi32>, vector<2xi32>
}

func.func @ext_bcast2(%w: vector<1x2xi32>) -> (vector<4x2xi32>) {
  %b3 = vector.broadcast %w : vector<1x2xi32> to vector<3x4x2xi32>
  %e4 = vector.extract %b3[1] : vector<4x2xi32> from vector<3x4x2xi32>
  return %e4 : vector<4x2xi32>
}

func.func @ext_sc(%v: vector<8xi32>, %m: vector<2x4xi32>) -> (i32, vector<4xi32>, i32) {
  %a = vector.shape_cast %v : vector<8xi32> to vector<2x4xi32>
  %e = vector.extract %a[1, 2] : i32 from vector<2x4xi32>
  %e2 = vector.extract %a[1] : vector<4xi32> from vector<2x4xi32>
  %b = vector.shape_cast %m : vector<2x4xi32> to vector<8xi32>
  %e3 = vector.extract %b[5] : i32 from vector<8xi32>
  return %e, %e2, %e3 : i32, vector<4xi32>, i32
}

func.func @ext_tr(%m: vector<2x4xi32>) -> (i32, vector<2xi32>) {
  %t = vector.transpose %m, [1, 0] : vector<2x4xi32> to vector<4x2xi32>
  %e = vector.extract %t[3, 1] : i32 from vector<4x2xi32>
  %e2 = vector.extract %t[3] : vector<2xi32> from vector<4x2xi32>
  return %e, %e2 : i32, vector<2xi32>
}

func.func @ext_ext(%m: vector<2x4xi32>) -> (i32) {
  %a = vector.extract %m[1] : vector<4xi32> from vector<2x4xi32>
  %e = vector.extract %a[3] : i32 from vector<4xi32>
  return %e : i32
}

func.func @ext_dyn(%m: vector<4xi32>) -> (i32) {
  %c2 = arith.constant 2 : index
  %e = vector.extract %m[%c2] : i32 from vector<4xi32>
  return %e : i32
}

func.func @ext_shuf(%v: vector<4xi32>, %w: vector<4xi32>) -> (i32, i32) {
  %s = vector.shuffle %v, %w [7, 0, 5, 2] : vector<4xi32>, vector<4xi32>
  %e = vector.extract %s[0] : i32 from vector<4xi32>
  %f = vector.extract %s[3] : i32 from vector<4xi32>
  return %e, %f : i32, i32
}

func.func @dyn(%v: vector<4x4xi32>, %i: index, %s: i32) -> (i32, i32, vector<4x4xi32>, i32, vector<4xi32>) {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %0 = vector.extract %v[%c1, %i] : i32 from vector<4x4xi32>
  %1 = vector.extract %v[%c9, %c1] : i32 from vector<4x4xi32>
  %2 = vector.insert %s, %v[%i, %c1] : i32 into vector<4x4xi32>
  %3 = vector.extract %2[2, 1] : i32 from vector<4x4xi32>
  %4 = vector.extract %2[%i] : vector<4xi32> from vector<4x4xi32>
  return %0, %1, %2, %3, %4 : i32, i32, vector<4x4xi32>, i32, vector<4xi32>
}

func.func @chain2(%v: vector<2x4xi32>, %w: vector<4xi32>, %s: i32) -> (i32, i32, vector<4xi32>, i32) {
  %0 = vector.insert %w, %v[1] : vector<4xi32> into vector<2x4xi32>
  %1 = vector.insert %s, %0[0, 2] : i32 into vector<2x4xi32>
  %2 = vector.extract %1[1, 3] : i32 from vector<2x4xi32>
  %3 = vector.extract %1[0, 1] : i32 from vector<2x4xi32>
  %4 = vector.extract %1[0] : vector<4xi32> from vector<2x4xi32>
  %t = vector.transpose %1, [1, 0] : vector<2x4xi32> to vector<4x2xi32>
  %5 = vector.extract %t[2, 0] : i32 from vector<4x2xi32>
  return %2, %3, %4, %5 : i32, i32, vector<4xi32>, i32
}

func.func @poison(%v: vector<4xi32>) -> (i32, vector<4xi32>, i32) {
  %p = ub.poison : vector<4xi32>
  %0 = vector.extract %p[1] : i32 from vector<4xi32>
  %1 = vector.shuffle %v, %v [0, -1, 2, 3] : vector<4xi32>, vector<4xi32>
  %2 = vector.extract %v[-1] : i32 from vector<4xi32>
  return %0, %1, %2 : i32, vector<4xi32>, i32
}
