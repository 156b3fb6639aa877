"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "tripleAddAdd"}> ({
  ^bb0(%arg12: index):
    %40 = "arith.constant"() <{value = 17 : index}> : () -> index
    %41 = "arith.constant"() <{value = 42 : index}> : () -> index
    %42 = "arith.addi"(%40, %arg12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %43 = "arith.addi"(%41, %42) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%43) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "tripleAddAddOvf1"}> ({
  ^bb0(%arg11: index):
    %36 = "arith.constant"() <{value = 17 : index}> : () -> index
    %37 = "arith.constant"() <{value = 42 : index}> : () -> index
    %38 = "arith.addi"(%36, %arg11) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (index, index) -> index
    %39 = "arith.addi"(%37, %38) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (index, index) -> index
    "func.return"(%39) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i256) -> i256, sym_name = "tripleMulLargeInt"}> ({
  ^bb0(%arg10: i256):
    %32 = "arith.constant"() <{value = 3618502788666131213697322783095070105623107215331596699973092056135872020481 : i256}> : () -> i256
    %33 = "arith.constant"() <{value = 1 : i256}> : () -> i256
    %34 = "arith.addi"(%arg10, %32) <{overflowFlags = #arith.overflow<none>}> : (i256, i256) -> i256
    %35 = "arith.addi"(%34, %33) <{overflowFlags = #arith.overflow<none>}> : (i256, i256) -> i256
    "func.return"(%35) : (i256) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "tripleMulIMulII32"}> ({
  ^bb0(%arg9: i32):
    %28 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %29 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %30 = "arith.muli"(%arg9, %28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %31 = "arith.muli"(%30, %29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%31) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "mulsiExtendedOneRhs"}> ({
  ^bb0(%arg8: i32):
    %26 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %27:2 = "arith.mulsi_extended"(%arg8, %26) : (i32, i32) -> (i32, i32)
    "func.return"(%27#0, %27#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<3xi32>) -> (vector<3xi32>, vector<3xi32>), sym_name = "mulsiExtendedOneRhsSplat"}> ({
  ^bb0(%arg7: vector<3xi32>):
    %24 = "arith.constant"() <{value = dense<1> : vector<3xi32>}> : () -> vector<3xi32>
    %25:2 = "arith.mulsi_extended"(%arg7, %24) : (vector<3xi32>, vector<3xi32>) -> (vector<3xi32>, vector<3xi32>)
    "func.return"(%25#0, %25#1) : (vector<3xi32>, vector<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (i1, i1), sym_name = "mulsiExtendedOneRhsI1"}> ({
  ^bb0(%arg6: i1):
    %22 = "arith.constant"() <{value = true}> : () -> i1
    %23:2 = "arith.mulsi_extended"(%arg6, %22) : (i1, i1) -> (i1, i1)
    "func.return"(%23#0, %23#1) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<3xi1>) -> (vector<3xi1>, vector<3xi1>), sym_name = "mulsiExtendedOneRhsSplatI1"}> ({
  ^bb0(%arg5: vector<3xi1>):
    %20 = "arith.constant"() <{value = dense<true> : vector<3xi1>}> : () -> vector<3xi1>
    %21:2 = "arith.mulsi_extended"(%arg5, %20) : (vector<3xi1>, vector<3xi1>) -> (vector<3xi1>, vector<3xi1>)
    "func.return"(%21#0, %21#1) : (vector<3xi1>, vector<3xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "mulsiExtendedUnusedHigh"}> ({
  ^bb0(%arg4: i32):
    %19:2 = "arith.mulsi_extended"(%arg4, %arg4) : (i32, i32) -> (i32, i32)
    "func.return"(%19#0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8), sym_name = "mulsiExtendedScalarConstants"}> ({
    %16 = "arith.constant"() <{value = 57 : i8}> : () -> i8
    %17 = "arith.constant"() <{value = -13 : i8}> : () -> i8
    %18:2 = "arith.mulsi_extended"(%16, %17) : (i8, i8) -> (i8, i8)
    "func.return"(%18#0, %18#1) : (i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "muluiExtendedOneRhs"}> ({
  ^bb0(%arg3: i32):
    %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %15:2 = "arith.mului_extended"(%arg3, %14) : (i32, i32) -> (i32, i32)
    "func.return"(%15#0, %15#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> index, sym_name = "subSub0Ovf"}> ({
  ^bb0(%arg1: index, %arg2: index):
    %12 = "arith.subi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (index, index) -> index
    %13 = "arith.subi"(%12, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (index, index) -> index
    "func.return"(%13) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "tripleSubSub3Ovf"}> ({
  ^bb0(%arg0: index):
    %8 = "arith.constant"() <{value = 17 : index}> : () -> index
    %9 = "arith.constant"() <{value = 42 : index}> : () -> index
    %10 = "arith.subi"(%arg0, %8) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (index, index) -> index
    %11 = "arith.subi"(%10, %9) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (index, index) -> index
    "func.return"(%11) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i16, sym_name = "extsi_i0"}> ({
    %6 = "arith.constant"() <{value = 0 : i0}> : () -> i0
    %7 = "arith.extsi"(%6) : (i0) -> i16
    "func.return"(%7) : (i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i16, sym_name = "extui_i0"}> ({
    %4 = "arith.constant"() <{value = 0 : i0}> : () -> i0
    %5 = "arith.extui"(%4) : (i0) -> i16
    "func.return"(%5) : (i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i0, sym_name = "trunc_i0"}> ({
    %2 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %3 = "arith.trunci"(%2) <{overflowFlags = #arith.overflow<none>}> : (i8) -> i0
    "func.return"(%3) : (i0) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i0, i0), sym_name = "mulsi_extended_i0"}> ({
    %0 = "arith.constant"() <{value = 0 : i0}> : () -> i0
    %1:2 = "arith.mulsi_extended"(%0, %0) : (i0, i0) -> (i0, i0)
    "func.return"(%1#0, %1#1) : (i0, i0) -> ()
  }) : () -> ()
}) : () -> ()

