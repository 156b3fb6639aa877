"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>) -> (vector<4xf32>, vector<4xi32>, vector<4xf32>, vector<8xi16>), sym_name = "bc"}> ({
  ^bb0(%arg15: vector<4xi32>):
    %52 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %53 = "vector.bitcast"(%52) : (vector<4xi32>) -> vector<4xf32>
    %54 = "vector.bitcast"(%arg15) : (vector<4xi32>) -> vector<4xf32>
    %55 = "vector.bitcast"(%54) : (vector<4xf32>) -> vector<4xi32>
    %56 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %57 = "vector.bitcast"(%56) : (vector<4xf32>) -> vector<4xf32>
    %58 = "vector.bitcast"(%52) : (vector<4xi32>) -> vector<8xi16>
    "func.return"(%53, %55, %57, %58) : (vector<4xf32>, vector<4xi32>, vector<4xf32>, vector<8xi16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<8xi32>) -> (vector<8xi32>, vector<2x2x2xi32>, vector<2x4xf32>, vector<8xi32>), sym_name = "sc"}> ({
  ^bb0(%arg14: vector<8xi32>):
    %46 = "vector.shape_cast"(%arg14) : (vector<8xi32>) -> vector<2x4xi32>
    %47 = "vector.shape_cast"(%46) : (vector<2x4xi32>) -> vector<8xi32>
    %48 = "vector.shape_cast"(%46) : (vector<2x4xi32>) -> vector<2x2x2xi32>
    %49 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : vector<8xf32>}> : () -> vector<8xf32>
    %50 = "vector.shape_cast"(%49) : (vector<8xf32>) -> vector<2x4xf32>
    %51 = "vector.shape_cast"(%arg14) : (vector<8xi32>) -> vector<8xi32>
    "func.return"(%47, %48, %50, %51) : (vector<8xi32>, vector<2x2x2xi32>, vector<2x4xf32>, vector<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, vector<4xi32>) -> (vector<2x4xi32>, vector<1x4xi32>, vector<4x1xi32>), sym_name = "sc_bc"}> ({
  ^bb0(%arg12: i32, %arg13: vector<4xi32>):
    %41 = "vector.broadcast"(%arg12) : (i32) -> vector<8xi32>
    %42 = "vector.shape_cast"(%41) : (vector<8xi32>) -> vector<2x4xi32>
    %43 = "vector.broadcast"(%arg13) : (vector<4xi32>) -> vector<1x1x4xi32>
    %44 = "vector.shape_cast"(%43) : (vector<1x1x4xi32>) -> vector<1x4xi32>
    %45 = "vector.shape_cast"(%arg13) : (vector<4xi32>) -> vector<4x1xi32>
    "func.return"(%42, %44, %45) : (vector<2x4xi32>, vector<1x4xi32>, vector<4x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x4xi32>) -> (vector<2x4xi32>, vector<2x4xi32>, vector<4x2xi32>, vector<2x4xi32>), sym_name = "tr"}> ({
  ^bb0(%arg11: vector<2x4xi32>):
    %34 = "vector.transpose"(%arg11) <{permutation = array<i64: 0, 1>}> : (vector<2x4xi32>) -> vector<2x4xi32>
    %35 = "vector.transpose"(%arg11) <{permutation = array<i64: 1, 0>}> : (vector<2x4xi32>) -> vector<4x2xi32>
    %36 = "vector.transpose"(%35) <{permutation = array<i64: 1, 0>}> : (vector<4x2xi32>) -> vector<2x4xi32>
    %37 = "arith.constant"() <{value = dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : vector<4x2xi32>}> : () -> vector<4x2xi32>
    %38 = "vector.transpose"(%37) <{permutation = array<i64: 1, 0>}> : (vector<4x2xi32>) -> vector<2x4xi32>
    %39 = "arith.constant"() <{value = dense<3> : vector<2x4xi32>}> : () -> vector<2x4xi32>
    %40 = "vector.transpose"(%39) <{permutation = array<i64: 1, 0>}> : (vector<2x4xi32>) -> vector<4x2xi32>
    "func.return"(%34, %36, %40, %38) : (vector<2x4xi32>, vector<2x4xi32>, vector<4x2xi32>, vector<2x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, vector<4xi32>, vector<1x4xi32>) -> (vector<4x2xi32>, vector<4x2xi32>, vector<4x1xi32>), sym_name = "tr_bc"}> ({
  ^bb0(%arg8: i32, %arg9: vector<4xi32>, %arg10: vector<1x4xi32>):
    %29 = "vector.broadcast"(%arg8) : (i32) -> vector<2x4xi32>
    %30 = "vector.transpose"(%29) <{permutation = array<i64: 1, 0>}> : (vector<2x4xi32>) -> vector<4x2xi32>
    %31 = "vector.broadcast"(%arg9) : (vector<4xi32>) -> vector<2x4xi32>
    %32 = "vector.transpose"(%31) <{permutation = array<i64: 1, 0>}> : (vector<2x4xi32>) -> vector<4x2xi32>
    %33 = "vector.transpose"(%arg10) <{permutation = array<i64: 1, 0>}> : (vector<1x4xi32>) -> vector<4x1xi32>
    "func.return"(%30, %32, %33) : (vector<4x2xi32>, vector<4x2xi32>, vector<4x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, vector<4xi32>) -> (vector<2x4xi32>, vector<3x2x4xi32>, vector<4xi32>), sym_name = "bcast"}> ({
  ^bb0(%arg6: i32, %arg7: vector<4xi32>):
    %25 = "vector.broadcast"(%arg6) : (i32) -> vector<4xi32>
    %26 = "vector.broadcast"(%25) : (vector<4xi32>) -> vector<2x4xi32>
    %27 = "vector.broadcast"(%26) : (vector<2x4xi32>) -> vector<3x2x4xi32>
    %28 = "vector.broadcast"(%arg7) : (vector<4xi32>) -> vector<4xi32>
    "func.return"(%26, %27, %28) : (vector<2x4xi32>, vector<3x2x4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x4xi32>, i32, i32, vector<4xi32>) -> (vector<8xi32>, vector<2x2xi32>, vector<4x2xi32>, vector<2x4xi32>, vector<2x4xi32>), sym_name = "a"}> ({
  ^bb0(%arg2: vector<2x4xi32>, %arg3: i32, %arg4: i32, %arg5: vector<4xi32>):
    %15 = "vector.transpose"(%arg2) <{permutation = array<i64: 1, 0>}> : (vector<2x4xi32>) -> vector<4x2xi32>
    %16 = "vector.shape_cast"(%15) : (vector<4x2xi32>) -> vector<8xi32>
    %17 = "vector.from_elements"(%arg3, %arg4, %arg4, %arg3) : (i32, i32, i32, i32) -> vector<2x2xi32>
    %18 = "vector.transpose"(%17) <{permutation = array<i64: 1, 0>}> : (vector<2x2xi32>) -> vector<2x2xi32>
    %19 = "vector.broadcast"(%arg5) : (vector<4xi32>) -> vector<2x4xi32>
    %20 = "vector.shape_cast"(%19) : (vector<2x4xi32>) -> vector<8xi32>
    %21 = "vector.shape_cast"(%20) : (vector<8xi32>) -> vector<4x2xi32>
    %22 = "vector.broadcast"(%arg2) : (vector<2x4xi32>) -> vector<2x4xi32>
    %23 = "vector.shape_cast"(%arg5) : (vector<4xi32>) -> vector<1x4xi32>
    %24 = "vector.broadcast"(%23) : (vector<1x4xi32>) -> vector<2x4xi32>
    "func.return"(%16, %18, %21, %22, %24) : (vector<8xi32>, vector<2x2xi32>, vector<4x2xi32>, vector<2x4xi32>, vector<2x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<1x4xi32>, i32) -> (vector<4xi32>, vector<4x1xi32>, vector<2x2xi32>, vector<4xf32>), sym_name = "b"}> ({
  ^bb0(%arg0: vector<1x4xi32>, %arg1: i32):
    %7 = "vector.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (vector<1x4xi32>) -> vector<4x1xi32>
    %8 = "vector.shape_cast"(%7) : (vector<4x1xi32>) -> vector<4xi32>
    %9 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %10 = "vector.shape_cast"(%9) : (vector<4xi32>) -> vector<2x2xi32>
    %11 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32>
    %12 = "vector.bitcast"(%11) : (vector<4xi32>) -> vector<4xf32>
    %13 = "vector.broadcast"(%arg1) : (i32) -> vector<1x4xi32>
    %14 = "vector.transpose"(%13) <{permutation = array<i64: 1, 0>}> : (vector<1x4xi32>) -> vector<4x1xi32>
    "func.return"(%8, %14, %10, %12) : (vector<4xi32>, vector<4x1xi32>, vector<2x2xi32>, vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<4xf32>, vector<2xi64>, vector<4xi32>, vector<8xi16>), sym_name = "c"}> ({
    %0 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8xf16>}> : () -> vector<8xf16>
    %1 = "vector.bitcast"(%0) : (vector<8xf16>) -> vector<4xf32>
    %2 = "arith.constant"() <{value = dense<3> : vector<4xi32>}> : () -> vector<4xi32>
    %3 = "vector.bitcast"(%2) : (vector<4xi32>) -> vector<2xi64>
    %4 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %5 = "vector.bitcast"(%4) : (vector<4xf32>) -> vector<4xi32>
    %6 = "vector.bitcast"(%2) : (vector<4xi32>) -> vector<8xi16>
    "func.return"(%1, %3, %5, %6) : (vector<4xf32>, vector<2xi64>, vector<4xi32>, vector<8xi16>) -> ()
  }) : () -> ()
}) : () -> ()

