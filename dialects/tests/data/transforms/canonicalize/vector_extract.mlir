"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, f32, vector<2xi32>), sym_name = "ext_const"}> ({
    %53 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %54 = "vector.extract"(%53) <{static_position = array<i64: 2>}> : (vector<4xi32>) -> i32
    %55 = "arith.constant"() <{value = dense<1.500000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %56 = "vector.extract"(%55) <{static_position = array<i64: 1>}> : (vector<4xf32>) -> f32
    %57 = "arith.constant"() <{value = dense<[[1, 2], [3, 4]]> : vector<2x2xi32>}> : () -> vector<2x2xi32>
    %58 = "vector.extract"(%57) <{static_position = array<i64: 1>}> : (vector<2x2xi32>) -> vector<2xi32>
    "func.return"(%54, %56, %58) : (i32, f32, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, vector<4xi32>) -> (i32, i32), sym_name = "ext_ins"}> ({
  ^bb0(%arg20: i32, %arg21: i32, %arg22: vector<4xi32>):
    %49 = "vector.insert"(%arg20, %arg22) <{static_position = array<i64: 2>}> : (i32, vector<4xi32>) -> vector<4xi32>
    %50 = "vector.insert"(%arg21, %49) <{static_position = array<i64: 1>}> : (i32, vector<4xi32>) -> vector<4xi32>
    %51 = "vector.extract"(%50) <{static_position = array<i64: 2>}> : (vector<4xi32>) -> i32
    %52 = "vector.extract"(%50) <{static_position = array<i64: 1>}> : (vector<4xi32>) -> i32
    "func.return"(%51, %52) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "fe_ext"}> ({
  ^bb0(%arg18: i32, %arg19: i32):
    %44 = "vector.from_elements"(%arg18, %arg19, %arg18, %arg19) : (i32, i32, i32, i32) -> vector<4xi32>
    %45 = "vector.extract"(%44) <{static_position = array<i64: 1>}> : (vector<4xi32>) -> i32
    %46 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
    %47 = "vector.from_elements"(%arg18, %arg19, %arg18, %arg18) : (i32, i32, i32, i32) -> vector<4xi32>
    %48 = "vector.extract"(%47) <{static_position = array<i64: 3>}> : (vector<4xi32>) -> i32
    "func.return"(%45, %48) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, vector<4xi32>, vector<2xi32>) -> (i32, vector<4xi32>, i32, vector<2xi32>, vector<2xi32>), sym_name = "ext_bcast"}> ({
  ^bb0(%arg15: i32, %arg16: vector<4xi32>, %arg17: vector<2xi32>):
    %35 = "vector.broadcast"(%arg15) : (i32) -> vector<3x4xi32>
    %36 = "vector.extract"(%35) <{static_position = array<i64: 1, 2>}> : (vector<3x4xi32>) -> i32
    %37 = "vector.broadcast"(%arg16) : (vector<4xi32>) -> vector<3x4xi32>
    %38 = "vector.extract"(%37) <{static_position = array<i64: 1>}> : (vector<3x4xi32>) -> vector<4xi32>
    %39 = "vector.extract"(%37) <{static_position = array<i64: 1, 3>}> : (vector<3x4xi32>) -> i32
    %40 = "vector.broadcast"(%arg17) : (vector<2xi32>) -> vector<3x4x2xi32>
    %41 = "vector.extract"(%40) <{static_position = array<i64: 1, 2>}> : (vector<3x4x2xi32>) -> vector<2xi32>
    %42 = "vector.broadcast"(%arg15) : (i32) -> vector<3x4x2xi32>
    %43 = "vector.extract"(%42) <{static_position = array<i64: 1, 2>}> : (vector<3x4x2xi32>) -> vector<2xi32>
    "func.return"(%36, %38, %39, %41, %43) : (i32, vector<4xi32>, i32, vector<2xi32>, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<1x2xi32>) -> vector<4x2xi32>, sym_name = "ext_bcast2"}> ({
  ^bb0(%arg14: vector<1x2xi32>):
    %33 = "vector.broadcast"(%arg14) : (vector<1x2xi32>) -> vector<3x4x2xi32>
    %34 = "vector.extract"(%33) <{static_position = array<i64: 1>}> : (vector<3x4x2xi32>) -> vector<4x2xi32>
    "func.return"(%34) : (vector<4x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<8xi32>, vector<2x4xi32>) -> (i32, vector<4xi32>, i32), sym_name = "ext_sc"}> ({
  ^bb0(%arg12: vector<8xi32>, %arg13: vector<2x4xi32>):
    %28 = "vector.shape_cast"(%arg12) : (vector<8xi32>) -> vector<2x4xi32>
    %29 = "vector.extract"(%28) <{static_position = array<i64: 1, 2>}> : (vector<2x4xi32>) -> i32
    %30 = "vector.extract"(%28) <{static_position = array<i64: 1>}> : (vector<2x4xi32>) -> vector<4xi32>
    %31 = "vector.shape_cast"(%arg13) : (vector<2x4xi32>) -> vector<8xi32>
    %32 = "vector.extract"(%31) <{static_position = array<i64: 5>}> : (vector<8xi32>) -> i32
    "func.return"(%29, %30, %32) : (i32, vector<4xi32>, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x4xi32>) -> (i32, vector<2xi32>), sym_name = "ext_tr"}> ({
  ^bb0(%arg11: vector<2x4xi32>):
    %25 = "vector.transpose"(%arg11) <{permutation = array<i64: 1, 0>}> : (vector<2x4xi32>) -> vector<4x2xi32>
    %26 = "vector.extract"(%25) <{static_position = array<i64: 3, 1>}> : (vector<4x2xi32>) -> i32
    %27 = "vector.extract"(%25) <{static_position = array<i64: 3>}> : (vector<4x2xi32>) -> vector<2xi32>
    "func.return"(%26, %27) : (i32, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x4xi32>) -> i32, sym_name = "ext_ext"}> ({
  ^bb0(%arg10: vector<2x4xi32>):
    %23 = "vector.extract"(%arg10) <{static_position = array<i64: 1>}> : (vector<2x4xi32>) -> vector<4xi32>
    %24 = "vector.extract"(%23) <{static_position = array<i64: 3>}> : (vector<4xi32>) -> i32
    "func.return"(%24) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>) -> i32, sym_name = "ext_dyn"}> ({
  ^bb0(%arg9: vector<4xi32>):
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    %22 = "vector.extract"(%arg9, %21) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xi32>, index) -> i32
    "func.return"(%22) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi32>) -> (i32, i32), sym_name = "ext_shuf"}> ({
  ^bb0(%arg7: vector<4xi32>, %arg8: vector<4xi32>):
    %18 = "vector.shuffle"(%arg7, %arg8) <{mask = array<i64: 7, 0, 5, 2>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %19 = "vector.extract"(%18) <{static_position = array<i64: 0>}> : (vector<4xi32>) -> i32
    %20 = "vector.extract"(%18) <{static_position = array<i64: 3>}> : (vector<4xi32>) -> i32
    "func.return"(%19, %20) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4x4xi32>, index, i32) -> (i32, i32, vector<4x4xi32>, i32, vector<4xi32>), sym_name = "dyn"}> ({
  ^bb0(%arg4: vector<4x4xi32>, %arg5: index, %arg6: i32):
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    %12 = "arith.constant"() <{value = 9 : index}> : () -> index
    %13 = "vector.extract"(%arg4, %11, %arg5) <{static_position = array<i64: -9223372036854775808, -9223372036854775808>}> : (vector<4x4xi32>, index, index) -> i32
    %14 = "vector.extract"(%arg4, %12, %11) <{static_position = array<i64: -9223372036854775808, -9223372036854775808>}> : (vector<4x4xi32>, index, index) -> i32
    %15 = "vector.insert"(%arg6, %arg4, %arg5, %11) <{static_position = array<i64: -9223372036854775808, -9223372036854775808>}> : (i32, vector<4x4xi32>, index, index) -> vector<4x4xi32>
    %16 = "vector.extract"(%15) <{static_position = array<i64: 2, 1>}> : (vector<4x4xi32>) -> i32
    %17 = "vector.extract"(%15, %arg5) <{static_position = array<i64: -9223372036854775808>}> : (vector<4x4xi32>, index) -> vector<4xi32>
    "func.return"(%13, %14, %15, %16, %17) : (i32, i32, vector<4x4xi32>, i32, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x4xi32>, vector<4xi32>, i32) -> (i32, i32, vector<4xi32>, i32), sym_name = "chain2"}> ({
  ^bb0(%arg1: vector<2x4xi32>, %arg2: vector<4xi32>, %arg3: i32):
    %4 = "vector.insert"(%arg2, %arg1) <{static_position = array<i64: 1>}> : (vector<4xi32>, vector<2x4xi32>) -> vector<2x4xi32>
    %5 = "vector.insert"(%arg3, %4) <{static_position = array<i64: 0, 2>}> : (i32, vector<2x4xi32>) -> vector<2x4xi32>
    %6 = "vector.extract"(%5) <{static_position = array<i64: 1, 3>}> : (vector<2x4xi32>) -> i32
    %7 = "vector.extract"(%5) <{static_position = array<i64: 0, 1>}> : (vector<2x4xi32>) -> i32
    %8 = "vector.extract"(%5) <{static_position = array<i64: 0>}> : (vector<2x4xi32>) -> vector<4xi32>
    %9 = "vector.transpose"(%5) <{permutation = array<i64: 1, 0>}> : (vector<2x4xi32>) -> vector<4x2xi32>
    %10 = "vector.extract"(%9) <{static_position = array<i64: 2, 0>}> : (vector<4x2xi32>) -> i32
    "func.return"(%6, %7, %8, %10) : (i32, i32, vector<4xi32>, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>) -> (i32, vector<4xi32>, i32), sym_name = "poison"}> ({
  ^bb0(%arg0: vector<4xi32>):
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32>
    %1 = "vector.extract"(%0) <{static_position = array<i64: 1>}> : (vector<4xi32>) -> i32
    %2 = "vector.shuffle"(%arg0, %arg0) <{mask = array<i64: 0, -1, 2, 3>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %3 = "vector.extract"(%arg0) <{static_position = array<i64: -1>}> : (vector<4xi32>) -> i32
    "func.return"(%1, %2, %3) : (i32, vector<4xi32>, i32) -> ()
  }) : () -> ()
}) : () -> ()

