// vector.broadcast, vector.bitcast, vector.shape_cast and vector.transpose
// folds and patterns.
func.func @bc(%v: vector<4xi32>) -> (vector<4xf32>, vector<4xi32>, vector<4xf32>, vector<8xi16>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %a = vector.bitcast %c : vector<4xi32> to vector<4xf32>
  %b1 = vector.bitcast %v : vector<4xi32> to vector<4xf32>
  %b2 = vector.bitcast %b1 : vector<4xf32> to vector<4xi32>
  %s = arith.constant dense<1.0> : vector<4xf32>
  %x = vector.bitcast %s : vector<4xf32> to vector<4xf32>
  %y = vector.bitcast %c : vector<4xi32> to vector<8xi16>
  return %a, %b2, %x, %y : vector<4xf32>, vector<4xi32>, vector<4xf32>, vector<8xi16>
}

func.func @sc(%v: vector<8xi32>) -> (vector<8xi32>, vector<2x2x2xi32>, vector<2x4xf32>, vector<8xi32>) {
  %a = vector.shape_cast %v : vector<8xi32> to vector<2x4xi32>
  %b = vector.shape_cast %a : vector<2x4xi32> to vector<8xi32>
  %c = vector.shape_cast %a : vector<2x4xi32> to vector<2x2x2xi32>
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>
  %d = vector.shape_cast %k : vector<8xf32> to vector<2x4xf32>
  %e = vector.shape_cast %v : vector<8xi32> to vector<8xi32>
  return %b, %c, %d, %e : vector<8xi32>, vector<2x2x2xi32>, vector<2x4xf32>, vector<8xi32>
}

func.func @sc_bc(%s: i32, %v: vector<4xi32>) -> (vector<2x4xi32>, vector<1x4xi32>, vector<4x1xi32>) {
  %b = vector.broadcast %s : i32 to vector<8xi32>
  %a = vector.shape_cast %b : vector<8xi32> to vector<2x4xi32>
  %c = vector.broadcast %v : vector<4xi32> to vector<1x1x4xi32>
  %d = vector.shape_cast %c : vector<1x1x4xi32> to vector<1x4xi32>
  %e = vector.shape_cast %v : vector<4xi32> to vector<4x1xi32>
  return %a, %d, %e : vector<2x4xi32>, vector<1x4xi32>, vector<4x1xi32>
}

func.func @tr(%m: vector<2x4xi32>) -> (vector<2x4xi32>, vector<2x4xi32>, vector<4x2xi32>, vector<2x4xi32>) {
  %a = vector.transpose %m, [0, 1] : vector<2x4xi32> to vector<2x4xi32>
  %t = vector.transpose %m, [1, 0] : vector<2x4xi32> to vector<4x2xi32>
  %b = vector.transpose %t, [1, 0] : vector<4x2xi32> to vector<2x4xi32>
  %k = arith.constant dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : vector<4x2xi32>
  %c = vector.transpose %k, [1, 0] : vector<4x2xi32> to vector<2x4xi32>
  %s = arith.constant dense<3> : vector<2x4xi32>
  %d = vector.transpose %s, [1, 0] : vector<2x4xi32> to vector<4x2xi32>
  return %a, %b, %d, %c : vector<2x4xi32>, vector<2x4xi32>, vector<4x2xi32>, vector<2x4xi32>
}

func.func @tr_bc(%s: i32, %v: vector<4xi32>, %w: vector<1x4xi32>) -> (vector<4x2xi32>, vector<4x2xi32>, vector<4x1xi32>) {
  %b = vector.broadcast %s : i32 to vector<2x4xi32>
  %t = vector.transpose %b, [1, 0] : vector<2x4xi32> to vector<4x2xi32>
  %c = vector.broadcast %v : vector<4xi32> to vector<2x4xi32>
  %t2 = vector.transpose %c, [1, 0] : vector<2x4xi32> to vector<4x2xi32>
  %t3 = vector.transpose %w, [1, 0] : vector<1x4xi32> to vector<4x1xi32>
  return %t, %t2, %t3 : vector<4x2xi32>, vector<4x2xi32>, vector<4x1xi32>
}

func.func @bcast(%s: i32, %v: vector<4xi32>) -> (vector<2x4xi32>, vector<3x2x4xi32>, vector<4xi32>) {
  %a = vector.broadcast %s : i32 to vector<4xi32>
  %b = vector.broadcast %a : vector<4xi32> to vector<2x4xi32>
  %c = vector.broadcast %b : vector<2x4xi32> to vector<3x2x4xi32>
  %d = vector.broadcast %v : vector<4xi32> to vector<4xi32>
  return %b, %c, %d : vector<2x4xi32>, vector<3x2x4xi32>, vector<4xi32>
}

func.func @a(%m: vector<2x4xi32>, %s: i32, %t: i32, %v: vector<4xi32>) -> (vector<8xi32>, vector<2x2xi32>, vector<4x2xi32>, vector<2x4xi32>, vector<2x4xi32>) {
  %t0 = vector.transpose %m, [1, 0] : vector<2x4xi32> to vector<4x2xi32>
  %0 = vector.shape_cast %t0 : vector<4x2xi32> to vector<8xi32>
  %f = vector.from_elements %s, %t, %t, %s : vector<2x2xi32>
  %1 = vector.transpose %f, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
  %b = vector.broadcast %v : vector<4xi32> to vector<2x4xi32>
  %c = vector.shape_cast %b : vector<2x4xi32> to vector<8xi32>
  %d = vector.shape_cast %c : vector<8xi32> to vector<4x2xi32>
  %e = vector.broadcast %m : vector<2x4xi32> to vector<2x4xi32>
  %g = vector.shape_cast %v : vector<4xi32> to vector<1x4xi32>
  %h = vector.broadcast %g : vector<1x4xi32> to vector<2x4xi32>
  return %0, %1, %d, %e, %h : vector<8xi32>, vector<2x2xi32>, vector<4x2xi32>, vector<2x4xi32>, vector<2x4xi32>
}

func.func @b(%m: vector<1x4xi32>, %s: i32) -> (vector<4xi32>, vector<4x1xi32>, vector<2x2xi32>, vector<4xf32>) {
  %t0 = vector.transpose %m, [1, 0] : vector<1x4xi32> to vector<4x1xi32>
  %0 = vector.shape_cast %t0 : vector<4x1xi32> to vector<4xi32>
  %k = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %1 = vector.shape_cast %k : vector<4xi32> to vector<2x2xi32>
  %p = ub.poison : vector<4xi32>
  %2 = vector.bitcast %p : vector<4xi32> to vector<4xf32>
  %b = vector.broadcast %s : i32 to vector<1x4xi32>
  %3 = vector.transpose %b, [1, 0] : vector<1x4xi32> to vector<4x1xi32>
  return %0, %3, %1, %2 : vector<4xi32>, vector<4x1xi32>, vector<2x2xi32>, vector<4xf32>
}

func.func @c() -> (vector<4xf32>, vector<2xi64>, vector<4xi32>, vector<8xi16>) {
  %h = arith.constant dense<1.0> : vector<8xf16>
  %0 = vector.bitcast %h : vector<8xf16> to vector<4xf32>
  %i = arith.constant dense<3> : vector<4xi32>
  %1 = vector.bitcast %i : vector<4xi32> to vector<2xi64>
  %f = arith.constant dense<1.0> : vector<4xf32>
  %2 = vector.bitcast %f : vector<4xf32> to vector<4xi32>
  %3 = vector.bitcast %i : vector<4xi32> to vector<8xi16>
  return %0, %1, %2, %3 : vector<4xf32>, vector<2xi64>, vector<4xi32>, vector<8xi16>
}
