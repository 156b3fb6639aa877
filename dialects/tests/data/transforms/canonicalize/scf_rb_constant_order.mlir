"builtin.module"() ({
  "func.func"() <{function_type = (index, vector<4xi1>, i1, i64) -> (index, index), sym_name = "f2"}> ({
  ^bb0(%arg0: index, %arg1: vector<4xi1>, %arg2: i1, %arg3: i64):
    %0 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %1 = "math.tanh"(%0) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %2 = "arith.constant"() <{value = true}> : () -> i1
    %3 = "arith.select"(%2, %arg0, %arg0) : (i1, index, index) -> index
    "scf.if"(%arg2) ({
      %31 = "arith.constant"() <{value = 2 : i16}> : () -> i16
      %32 = "arith.remui"(%31, %31) : (i16, i16) -> i16
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %4 = "arith.cmpi"(%3, %3) <{predicate = 3 : i64}> : (index, index) -> i1
    %5 = "arith.constant"() <{value = true}> : () -> i1
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.andi"(%5, %6) : (i1, i1) -> i1
    %8 = "arith.subi"(%3, %3) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %9 = "index.maxu"(%8, %3) : (index, index) -> index
    %10 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %11 = "math.absf"(%10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %12 = "arith.ceildivui"(%arg3, %arg3) : (i64, i64) -> i64
    %13 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %14 = "arith.addf"(%13, %13) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
    %15 = "arith.cmpi"(%9, %arg0) <{predicate = 4 : i64}> : (index, index) -> i1
    %16 = "arith.constant"() <{value = false}> : () -> i1
    %17 = "arith.constant"() <{value = true}> : () -> i1
    %18 = "arith.shrui"(%16, %17) : (i1, i1) -> i1
    %19 = "arith.constant"() <{value = dense<[1, 2, 0, -1]> : vector<4xi32>}> : () -> vector<4xi32>
    %20 = "math.cttz"(%19) : (vector<4xi32>) -> vector<4xi32>
    %21 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %22 = "arith.muli"(%21, %21) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %23 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %24 = "index.mul"(%23, %8) : (index, index) -> index
    %25 = "arith.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %26 = "arith.constant"() <{value = 3 : index}> : () -> index
    %27 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %28:2 = "scf.for"(%9, %25, %26, %27, %10) ({
    ^bb0(%arg4: index, %arg5: i64, %arg6: f32):
      "scf.yield"(%12, %10) : (i64, f32) -> ()
    }) : (index, index, index, i64, f32) -> (i64, f32)
    %29 = "arith.fptoui"(%28#1) : (f32) -> i1
    %30 = "arith.fptoui"(%13) : (f64) -> i32
    "func.return"(%23, %24) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

