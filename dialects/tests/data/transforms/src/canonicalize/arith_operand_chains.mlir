// Folds that look through the op defining an operand: add/sub inverses,
// xor chains, and/or with a complement, division of a no-wrap product.
func.func @add_sub(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %d = arith.subi %a, %b : i32
  %0 = arith.addi %d, %b : i32
  %1 = arith.addi %b, %d : i32
  %s = arith.addi %a, %b : i32
  %2 = arith.subi %s, %b : i32
  %3 = arith.subi %s, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @xor_chains(%x: i8, %k: i8) -> (i8, i8, i8, i8, i8) {
  %p = arith.xori %x, %k : i8
  %0 = arith.xori %p, %k : i8
  %1 = arith.xori %p, %x : i8
  %2 = arith.xori %k, %p : i8
  %3 = arith.xori %x, %x : i8
  %c0 = arith.constant 0 : i8
  %4 = arith.xori %x, %c0 : i8
  return %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
}

func.func @and_or_not(%x: i16, %y: i16) -> (i16, i16, i16, i16, i16) {
  %m1 = arith.constant -1 : i16
  %n = arith.xori %x, %m1 : i16
  %0 = arith.andi %x, %n : i16
  %1 = arith.andi %n, %x : i16
  %2 = arith.ori %x, %n : i16
  %3 = arith.ori %n, %x : i16
  %a = arith.andi %x, %y : i16
  %4 = arith.andi %a, %x : i16
  return %0, %1, %2, %3, %4 : i16, i16, i16, i16, i16
}

func.func @div_of_mul(%a: i64, %b: i64) -> (i64, i64, i64, i64) {
  %m = arith.muli %a, %b overflow<nsw> : i64
  %0 = arith.divsi %m, %b : i64
  %1 = arith.divsi %m, %a : i64
  %u = arith.muli %a, %b overflow<nuw> : i64
  %2 = arith.divui %u, %b : i64
  %3 = arith.divsi %u, %b : i64
  return %0, %1, %2, %3 : i64, i64, i64, i64
}

func.func @vectors(%a: vector<4xi32>, %b: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %d = arith.subi %a, %b : vector<4xi32>
  %0 = arith.addi %d, %b : vector<4xi32>
  %1 = arith.xori %a, %a : vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi32>
}
