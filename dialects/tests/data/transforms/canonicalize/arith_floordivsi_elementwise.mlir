"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>), sym_name = "f"}> ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %4 = "arith.floordivsi"(%3, %0) : (i32, i32) -> i32
    %5 = "arith.floordivsi"(%1, %2) : (i32, i32) -> i32
    %6 = "arith.constant"() <{value = dense<[5, 0]> : vector<2xi32>}> : () -> vector<2xi32>
    %7 = "arith.constant"() <{value = dense<0> : vector<2xi32>}> : () -> vector<2xi32>
    %8 = "arith.floordivsi"(%6, %7) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %9 = "arith.constant"() <{value = dense<[-2147483648, 7]> : vector<2xi32>}> : () -> vector<2xi32>
    %10 = "arith.constant"() <{value = dense<[-1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
    %11 = "arith.floordivsi"(%9, %10) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %12 = "arith.divsi"(%9, %10) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %13 = "arith.ceildivsi"(%9, %10) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%4, %5, %8, %11, %12, %13) : (i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

