// arith.floordivsi of constants: upstream's overflow/zero-divisor flag is
// assigned per element, so only the last element's decides (non-splat
// operands fold when the last element is fine).
func.func @f() -> (i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) {
  %z = arith.constant 0 : i32
  %m = arith.constant -2147483648 : i32
  %n1 = arith.constant -1 : i32
  %5 = arith.constant 5 : i32
  %0 = arith.floordivsi %5, %z : i32
  %1 = arith.floordivsi %m, %n1 : i32
  %a = arith.constant dense<[5, 0]> : vector<2xi32>
  %b = arith.constant dense<[0, 0]> : vector<2xi32>
  %2 = arith.floordivsi %a, %b : vector<2xi32>
  %c = arith.constant dense<[-2147483648, 7]> : vector<2xi32>
  %d = arith.constant dense<[-1, 2]> : vector<2xi32>
  %3 = arith.floordivsi %c, %d : vector<2xi32>
  %4 = arith.divsi %c, %d : vector<2xi32>
  %6 = arith.ceildivsi %c, %d : vector<2xi32>
  return %0, %1, %2, %3, %4, %6 : i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>
}
