// vector.insert folds and patterns (InsertToBroadcast, InsertSplatToSplat,
// InsertChainFullyInitialized), ShuffleSplat and constant shuffles.
func.func @ins_const(%s: i32) -> (vector<4xi32>, vector<4xi32>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %k = arith.constant 7 : i32
  %a = vector.insert %k, %c[2] : i32 into vector<4xi32>
  %b = vector.insert %s, %c[2] : i32 into vector<4xi32>
  return %a, %b : vector<4xi32>, vector<4xi32>
}

func.func @ins_ext(%v: vector<4xi32>, %w: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %e = vector.extract %v[2] : i32 from vector<4xi32>
  %a = vector.insert %e, %v[2] : i32 into vector<4xi32>
  %b = vector.insert %e, %w[2] : i32 into vector<4xi32>
  return %a, %b : vector<4xi32>, vector<4xi32>
}

func.func @b1(%v: vector<4xi32>, %s: i32, %w: vector<2x4xi32>) -> (vector<1x4xi32>, vector<2x4xi32>, vector<4xi32>, vector<4xi32>, vector<2x4xi32>) {
  %a = vector.broadcast %v : vector<4xi32> to vector<1x4xi32>
  %b = vector.broadcast %s : i32 to vector<4xi32>
  %c = vector.insert %s, %b[1] : i32 into vector<4xi32>
  %d = vector.broadcast %s : i32 to vector<2xi32>
  %e = vector.broadcast %s : i32 to vector<2x4xi32>
  %f = vector.insert %b, %e[1] : vector<4xi32> into vector<2x4xi32>
  %g = vector.insert %v, %w[1] : vector<4xi32> into vector<2x4xi32>
  %h = vector.shuffle %b, %b [0, 5, 2, 7] : vector<4xi32>, vector<4xi32>
  return %a, %f, %c, %h, %g : vector<1x4xi32>, vector<2x4xi32>, vector<4xi32>, vector<4xi32>, vector<2x4xi32>
}

func.func @chain(%a: i32, %b: i32, %c: i32, %d: i32, %v: vector<4xi32>) -> vector<4xi32> {
  %0 = vector.insert %a, %v[0] : i32 into vector<4xi32>
  %1 = vector.insert %b, %0[1] : i32 into vector<4xi32>
  %2 = vector.insert %c, %1[2] : i32 into vector<4xi32>
  %3 = vector.insert %d, %2[3] : i32 into vector<4xi32>
  return %3 : vector<4xi32>
}

func.func @ins_vec(%x: vector<4xi32>, %y: vector<2x4xi32>) -> (vector<1x4xi32>, i32, vector<4xi32>) {
  %z = arith.constant dense<0> : vector<1x4xi32>
  %0 = vector.insert %x, %z[0] : vector<4xi32> into vector<1x4xi32>
  %1 = vector.insert %x, %y[1] : vector<4xi32> into vector<2x4xi32>
  %2 = vector.extract %1[1, 2] : i32 from vector<2x4xi32>
  %3 = vector.extract %1[0] : vector<4xi32> from vector<2x4xi32>
  return %0, %2, %3 : vector<1x4xi32>, i32, vector<4xi32>
}

func.func @ins_chain(%v: vector<2x2xi32>, %w: vector<2xi32>, %s: i32) -> (vector<2x2xi32>) {
  %0 = vector.insert %w, %v[0] : vector<2xi32> into vector<2x2xi32>
  %1 = vector.insert %s, %0[1, 0] : i32 into vector<2x2xi32>
  %2 = vector.insert %s, %1[1, 1] : i32 into vector<2x2xi32>
  return %2 : vector<2x2xi32>
}

func.func @consts() -> (vector<4xi32>, vector<2x2xf32>, vector<4xi32>, vector<4xi32>, i32) {
  %a = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %b = arith.constant dense<[9, 8]> : vector<2xi32>
  %0 = vector.insert %b, %a[1] : vector<2xi32> into vector<2x2xi32>
  %1 = vector.shape_cast %0 : vector<2x2xi32> to vector<4xi32>
  %f = arith.constant 2.5 : f32
  %2 = vector.broadcast %f : f32 to vector<2x2xf32>
  %z = arith.constant dense<0> : vector<4xi32>
  %p = ub.poison : vector<4xi32>
  %3 = vector.shuffle %p, %z [0, 5, 2, 7] : vector<4xi32>, vector<4xi32>
  %k = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %4 = vector.shuffle %k, %z [0, -1, 2, 7] : vector<4xi32>, vector<4xi32>
  %c5 = arith.constant 5 : i32
  %5 = vector.insert %c5, %z[1] : i32 into vector<4xi32>
  %6 = vector.extract %5[1] : i32 from vector<4xi32>
  return %1, %2, %3, %4, %6 : vector<4xi32>, vector<2x2xf32>, vector<4xi32>, vector<4xi32>, i32
}
