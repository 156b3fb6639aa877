"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "test_addi_neg"}> ({
    %68 = "test.with_bounds"() <{smax = 1 : index, smin = 0 : index, umax = 1 : index, umin = 0 : index}> : () -> index
    %69 = "test.with_bounds"() <{smax = 0 : index, smin = -1 : index, umax = -1 : index, umin = 0 : index}> : () -> index
    %70 = "arith.addi"(%68, %69) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%70) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "test_addi"}> ({
    %65 = "test.with_bounds"() <{smax = 5 : index, smin = 4 : index, umax = 5 : index, umin = 4 : index}> : () -> index
    %66 = "test.with_bounds"() <{smax = 7 : index, smin = 6 : index, umax = 7 : index, umin = 6 : index}> : () -> index
    %67 = "arith.addi"(%65, %66) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%67) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<4xindex>, sym_name = "test_addi_vec"}> ({
    %62 = "test.with_bounds"() <{smax = 5 : index, smin = 4 : index, umax = 5 : index, umin = 4 : index}> : () -> vector<4xindex>
    %63 = "test.with_bounds"() <{smax = 7 : index, smin = 6 : index, umax = 7 : index, umin = 6 : index}> : () -> vector<4xindex>
    %64 = "arith.addi"(%62, %63) <{overflowFlags = #arith.overflow<none>}> : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
    "func.return"(%64) : (vector<4xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i64, sym_name = "test_addi_i64"}> ({
    %59 = "test.with_bounds"() <{smax = 5 : i64, smin = 4 : i64, umax = 5 : i64, umin = 4 : i64}> : () -> i64
    %60 = "test.with_bounds"() <{smax = 7 : i64, smin = 6 : i64, umax = 7 : i64, umin = 6 : i64}> : () -> i64
    %61 = "arith.addi"(%59, %60) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%61) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "test_cmpi"}> ({
    %56 = "test.with_bounds"() <{smax = 10 : index, smin = 0 : index, umax = 10 : index, umin = 0 : index}> : () -> index
    %57 = "test.with_bounds"() <{smax = 10 : index, smin = 0 : index, umax = 10 : index, umin = 0 : index}> : () -> index
    %58 = "arith.cmpi"(%56, %57) <{predicate = 2 : i64}> : (index, index) -> i1
    "func.return"(%58) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> vector<4xi1>, sym_name = "test_cmpi_vec"}> ({
    %53 = "test.with_bounds"() <{smax = 10 : index, smin = 0 : index, umax = 10 : index, umin = 0 : index}> : () -> vector<4xindex>
    %54 = "test.with_bounds"() <{smax = 10 : index, smin = 0 : index, umax = 10 : index, umin = 0 : index}> : () -> vector<4xindex>
    %55 = "arith.cmpi"(%53, %54) <{predicate = 2 : i64}> : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
    "func.return"(%55) : (vector<4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "test_add_cmpi"}> ({
    %48 = "test.with_bounds"() <{smax = 10 : index, smin = 0 : index, umax = 10 : index, umin = 0 : index}> : () -> index
    %49 = "test.with_bounds"() <{smax = 10 : index, smin = 0 : index, umax = 10 : index, umin = 0 : index}> : () -> index
    %50 = "test.with_bounds"() <{smax = 10 : index, smin = 0 : index, umax = 10 : index, umin = 0 : index}> : () -> index
    %51 = "arith.addi"(%48, %49) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %52 = "arith.cmpi"(%50, %51) <{predicate = 2 : i64}> : (index, index) -> i1
    "func.return"(%52) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "test_add_cmpi_i64"}> ({
    %43 = "test.with_bounds"() <{smax = 10 : i64, smin = 0 : i64, umax = 10 : i64, umin = 0 : i64}> : () -> i64
    %44 = "test.with_bounds"() <{smax = 10 : i64, smin = 0 : i64, umax = 10 : i64, umin = 0 : i64}> : () -> i64
    %45 = "test.with_bounds"() <{smax = 10 : i64, smin = 0 : i64, umax = 10 : i64, umin = 0 : i64}> : () -> i64
    %46 = "arith.addi"(%43, %44) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %47 = "arith.cmpi"(%45, %46) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "func.return"(%47) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8) -> i32, sym_name = "addi_extui_i8"}> ({
  ^bb0(%arg17: i8, %arg18: i8):
    %40 = "arith.extui"(%arg17) : (i8) -> i32
    %41 = "arith.extui"(%arg18) : (i8) -> i32
    %42 = "arith.addi"(%40, %41) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%42) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8) -> i32, sym_name = "addi_mixed_ext_i8"}> ({
  ^bb0(%arg15: i8, %arg16: i8):
    %37 = "arith.extsi"(%arg15) : (i8) -> i32
    %38 = "arith.extui"(%arg16) : (i8) -> i32
    %39 = "arith.addi"(%37, %38) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%39) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8) -> i16, sym_name = "addi_extsi_i16"}> ({
  ^bb0(%arg13: i8, %arg14: i8):
    %34 = "arith.extsi"(%arg13) : (i8) -> i16
    %35 = "arith.extsi"(%arg14) : (i8) -> i16
    %36 = "arith.addi"(%34, %35) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    "func.return"(%36) : (i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8) -> i32, sym_name = "subi_extui_i8"}> ({
  ^bb0(%arg11: i8, %arg12: i8):
    %31 = "arith.extui"(%arg11) : (i8) -> i32
    %32 = "arith.extui"(%arg12) : (i8) -> i32
    %33 = "arith.subi"(%31, %32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%33) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8) -> i32, sym_name = "subi_mixed_ext_i8"}> ({
  ^bb0(%arg9: i8, %arg10: i8):
    %28 = "arith.extsi"(%arg9) : (i8) -> i32
    %29 = "arith.extui"(%arg10) : (i8) -> i32
    %30 = "arith.subi"(%28, %29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%30) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8) -> i32, sym_name = "muli_extui_i8"}> ({
  ^bb0(%arg7: i8, %arg8: i8):
    %25 = "arith.extui"(%arg7) : (i8) -> i32
    %26 = "arith.extui"(%arg8) : (i8) -> i32
    %27 = "arith.muli"(%25, %26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%27) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i16, i16) -> i32, sym_name = "muli_extsi_i32"}> ({
  ^bb0(%arg5: i16, %arg6: i16):
    %22 = "arith.extsi"(%arg5) : (i16) -> i32
    %23 = "arith.extsi"(%arg6) : (i16) -> i32
    %24 = "arith.muli"(%22, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%24) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8) -> i32, sym_name = "muli_mixed_ext_i8"}> ({
  ^bb0(%arg3: i8, %arg4: i8):
    %19 = "arith.extsi"(%arg3) : (i8) -> i32
    %20 = "arith.extui"(%arg4) : (i8) -> i32
    %21 = "arith.muli"(%19, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%21) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> index, sym_name = "i32_overflows_to_index"}> ({
  ^bb0(%arg2: i32):
    %14 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 4 : index}> : () -> index
    %16 = "arith.maxsi"(%arg2, %14) : (i32, i32) -> i32
    %17 = "arith.index_castui"(%16) : (i32) -> index
    %18 = "arith.muli"(%17, %15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%18) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i64, sym_name = "i32_overflows_to_i64"}> ({
  ^bb0(%arg1: i32):
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 4 : i64}> : () -> i64
    %11 = "arith.maxsi"(%arg1, %9) : (i32, i32) -> i32
    %12 = "arith.extui"(%11) : (i32) -> i64
    %13 = "arith.muli"(%12, %10) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%13) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "clamp_to_loop_bound_and_id"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "test.with_bounds"() <{smax = 63 : index, smin = 0 : index, umax = 63 : index, umin = 0 : index}> : () -> index
    %4 = "test.with_bounds"() <{smax = 112 : index, smin = 16 : index, umax = 112 : index, umin = 16 : index}> : () -> index
    "scf.for"(%1, %4, %2) ({
    ^bb0(%arg0: index):
      %5 = "arith.subi"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %6 = "arith.minsi"(%5, %2) : (index, index) -> index
      %7 = "arith.subi"(%6, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %8 = "arith.cmpi"(%7, %0) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.if"(%8) ({
        "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "sideeffect"}> : () -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

