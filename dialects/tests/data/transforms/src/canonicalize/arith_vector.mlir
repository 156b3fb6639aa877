func.func @vectors(%v: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xf32>, tensor<2xi32>, vector<4xi32>) {
  %s1 = arith.constant dense<3> : vector<4xi32>
  %s2 = arith.constant dense<4> : vector<4xi32>
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = arith.addi %s1, %s2 : vector<4xi32>
  %1 = arith.muli %d, %s1 : vector<4xi32>
  %2 = arith.cmpi sgt, %d, %s1 : vector<4xi32>
  %f1 = arith.constant dense<1.5> : vector<4xf32>
  %f2 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %3 = arith.addf %f1, %f2 : vector<4xf32>
  %t = arith.constant dense<[7, 8]> : tensor<2xi32>
  %u = arith.constant dense<[1, -1]> : tensor<2xi32>
  %4 = arith.subi %t, %u : tensor<2xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  %5 = arith.addi %v, %z : vector<4xi32>
  return %0, %1, %2, %3, %4, %5 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xf32>, tensor<2xi32>, vector<4xi32>
}
