// vector.from_elements, vector.to_elements and vector.shuffle folds and patterns.
func.func @fe(%s: i32, %t: i32, %v: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = vector.from_elements %c1, %c2, %c1, %c2 : vector<4xi32>
  %b = vector.from_elements %s, %s, %s, %s : vector<4xi32>
  %e0 = vector.extract %v[0] : i32 from vector<4xi32>
  %e1 = vector.extract %v[1] : i32 from vector<4xi32>
  %e2 = vector.extract %v[2] : i32 from vector<4xi32>
  %e3 = vector.extract %v[3] : i32 from vector<4xi32>
  %c = vector.from_elements %e0, %e1, %e2, %e3 : vector<4xi32>
  %d = vector.from_elements %c1, %c1, %c1, %c1 : vector<4xi32>
  return %a, %b, %c, %d : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

func.func @shuf(%v: vector<4xi32>, %w: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %d = arith.constant dense<[5, 6, 7, 8]> : vector<4xi32>
  %a = vector.shuffle %c, %d [7, 0, 5, 2] : vector<4xi32>, vector<4xi32>
  %b = vector.shuffle %v, %w [0, 1, 2, 3] : vector<4xi32>, vector<4xi32>
  %e = vector.shuffle %v, %w [4, 5, 6, 7] : vector<4xi32>, vector<4xi32>
  %f = vector.shuffle %v, %c [4, 5, 0, 1] : vector<4xi32>, vector<4xi32>
  return %a, %b, %e, %f : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

func.func @ext0(%x: vector<1x1x4xi32>, %s: i32) -> (vector<4xi32>, vector<2xi32>) {
  %0 = vector.extract %x[0, 0] : vector<4xi32> from vector<1x1x4xi32>
  %f = vector.from_elements %s, %s, %s, %s, %s, %s, %s, %s : vector<2x4xi32>
  %g = vector.from_elements %s, %s, %s, %s : vector<4xi32>
  %k = vector.extract %f[1] : vector<4xi32> from vector<2x4xi32>
  %l = vector.from_elements %s, %s : vector<2xi32>
  return %0, %l : vector<4xi32>, vector<2xi32>
}

func.func @fe2(%s: i32, %t: i32) -> (vector<2xi32>) {
  %f = vector.from_elements %s, %t, %t, %s, %s, %t, %t, %s : vector<2x4xi32>
  %k = vector.extract %f[1] : vector<4xi32> from vector<2x4xi32>
  %l = vector.extract %k[1] : i32 from vector<4xi32>
  %m = vector.from_elements %l, %s : vector<2xi32>
  return %m : vector<2xi32>
}

func.func @fe3(%v: vector<2x4xi32>, %w: vector<8xi32>) -> (vector<4xi32>, vector<2x2xi32>, vector<4xi32>) {
  %0 = vector.extract %v[1, 0] : i32 from vector<2x4xi32>
  %1 = vector.extract %v[1, 1] : i32 from vector<2x4xi32>
  %2 = vector.extract %v[1, 2] : i32 from vector<2x4xi32>
  %3 = vector.extract %v[1, 3] : i32 from vector<2x4xi32>
  %4 = vector.from_elements %0, %1, %2, %3 : vector<4xi32>
  %5 = vector.from_elements %0, %1, %2, %3 : vector<2x2xi32>
  %6 = vector.from_elements %1, %2, %3, %0 : vector<4xi32>
  return %4, %5, %6 : vector<4xi32>, vector<2x2xi32>, vector<4xi32>
}
func.func @te(%s: i32, %t: i32, %v: vector<2xi32>) -> (i32, i32, i32, i32, i32, i32) {
  %f = vector.from_elements %s, %t : vector<2xi32>
  %0:2 = vector.to_elements %f : vector<2xi32>
  %b = vector.broadcast %s : i32 to vector<2xi32>
  %1:2 = vector.to_elements %b : vector<2xi32>
  %c = arith.constant dense<[3, 4]> : vector<2xi32>
  %2:2 = vector.to_elements %c : vector<2xi32>
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : i32, i32, i32, i32, i32, i32
}
func.func @te2(%v: vector<2xi32>) -> (i32, i32, i32, i32) {
  %b = vector.broadcast %v : vector<2xi32> to vector<2x2xi32>
  %1:4 = vector.to_elements %b : vector<2x2xi32>
  return %1#0, %1#1, %1#2, %1#3 : i32, i32, i32, i32
}
