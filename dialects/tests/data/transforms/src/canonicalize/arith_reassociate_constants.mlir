// The ten constant reassociations of ArithCanonicalization.td, with and
// without overflow flags, on scalars and vectors.
func.func @add(%x: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 overflow<nsw> : i32
  %0 = arith.addi %a, %c5 overflow<nsw> : i32
  %s = arith.subi %x, %c3 : i32
  %1 = arith.addi %s, %c5 : i32
  %t = arith.subi %c3, %x overflow<nuw> : i32
  %2 = arith.addi %t, %c5 overflow<nsw, nuw> : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @sub(%x: i16) -> (i16, i16, i16, i16, i16, i16) {
  %c7 = arith.constant 7 : i16
  %c2 = arith.constant 2 : i16
  %a = arith.addi %x, %c7 overflow<nsw> : i16
  %0 = arith.subi %a, %c2 overflow<nsw> : i16
  %1 = arith.subi %c2, %a overflow<nsw> : i16
  %s = arith.subi %x, %c7 : i16
  %2 = arith.subi %s, %c2 : i16
  %3 = arith.subi %c2, %s : i16
  %t = arith.subi %c7, %x : i16
  %4 = arith.subi %t, %c2 : i16
  %5 = arith.subi %c2, %t : i16
  return %0, %1, %2, %3, %4, %5 : i16, i16, i16, i16, i16, i16
}

func.func @mul(%x: i64, %v: vector<2xi64>) -> (i64, vector<2xi64>) {
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant -4 : i64
  %m = arith.muli %x, %c3 : i64
  %0 = arith.muli %m, %c4 : i64
  %k = arith.constant dense<3> : vector<2xi64>
  %n = arith.muli %v, %k : vector<2xi64>
  %1 = arith.muli %n, %k : vector<2xi64>
  return %0, %1 : i64, vector<2xi64>
}

func.func @vectors(%x: vector<4xi8>) -> vector<4xi8> {
  %c1 = arith.constant dense<1> : vector<4xi8>
  %c9 = arith.constant dense<9> : vector<4xi8>
  %a = arith.addi %x, %c1 : vector<4xi8>
  %0 = arith.subi %c9, %a : vector<4xi8>
  return %0 : vector<4xi8>
}
