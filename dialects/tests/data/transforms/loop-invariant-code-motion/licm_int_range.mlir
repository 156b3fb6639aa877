"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index, index, vector<2xi32>, i1) -> (), sym_name = "int_range_divisors"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: vector<2xi32>, %arg6: i1):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "index.constant"() <{value = -1 : index}> : () -> index
    %2 = "arith.constant"() <{value = dense<[3, 7]> : vector<2xi32>}> : () -> vector<2xi32>
    %3 = "arith.constant"() <{value = dense<[0, 7]> : vector<2xi32>}> : () -> vector<2xi32>
    %4 = "arith.constant"() <{value = dense<[-1, -7]> : vector<2xi32>}> : () -> vector<2xi32>
    %5 = "arith.constant"() <{value = dense<[-2, -7]> : vector<2xi32>}> : () -> vector<2xi32>
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg7: index):
      %6 = "index.sizeof"() : () -> index
      %7 = "arith.divui"(%arg3, %6) : (index, index) -> index
      %8 = "arith.divsi"(%arg3, %6) : (index, index) -> index
      %9 = "arith.ceildivsi"(%arg3, %6) : (index, index) -> index
      %10 = "arith.ori"(%arg4, %0) : (index, index) -> index
      %11 = "arith.divui"(%arg3, %10) : (index, index) -> index
      %12 = "arith.divui"(%arg5, %2) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
      %13 = "arith.divui"(%arg5, %3) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
      %14 = "arith.divsi"(%arg5, %4) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
      %15 = "arith.divsi"(%arg5, %5) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
      %16 = "arith.ceildivui"(%arg3, %1) : (index, index) -> index
      %17 = "arith.divsi"(%arg3, %1) : (index, index) -> index
      %18 = "arith.extui"(%arg6) : (i1) -> i32
      %19 = "arith.divui"(%18, %18) : (i32, i32) -> i32
      "test.use"(%7, %8, %9, %11, %12, %13, %14, %15, %16, %17, %19) : (index, index, index, index, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, index, index, i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

