"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "reassoc"}> ({
  ^bb0(%arg21: i32):
    %68 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %69 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %70 = "arith.addi"(%arg21, %68) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %71 = "arith.addi"(%70, %69) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %72 = "arith.subi"(%arg21, %68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %73 = "arith.addi"(%72, %69) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %74 = "arith.subi"(%68, %arg21) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %75 = "arith.addi"(%74, %69) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %76 = "arith.muli"(%arg21, %68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %77 = "arith.muli"(%76, %69) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %78 = "arith.addi"(%arg21, %68) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %79 = "arith.subi"(%78, %69) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %80 = "arith.addi"(%arg21, %68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %81 = "arith.subi"(%69, %80) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %82 = "arith.subi"(%arg21, %68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %83 = "arith.subi"(%82, %69) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %84 = "arith.subi"(%68, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %85 = "arith.subi"(%84, %69) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %86 = "arith.subi"(%arg21, %68) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %87 = "arith.subi"(%69, %86) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %88 = "arith.subi"(%68, %arg21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %89 = "arith.subi"(%69, %88) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%71, %73, %75, %77, %79, %81, %83, %85, %87, %89) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64, vector<4xi8>, vector<4xi8>) -> (i64, i64, i64, vector<4xi8>), sym_name = "neg_one_and_subsub"}> ({
  ^bb0(%arg17: i64, %arg18: i64, %arg19: vector<4xi8>, %arg20: vector<4xi8>):
    %58 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %59 = "arith.muli"(%arg18, %58) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %60 = "arith.addi"(%arg17, %59) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %61 = "arith.muli"(%arg17, %58) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %62 = "arith.addi"(%61, %arg18) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %63 = "arith.subi"(%arg17, %arg18) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64, i64) -> i64
    %64 = "arith.subi"(%63, %arg17) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %65 = "arith.constant"() <{value = dense<-1> : vector<4xi8>}> : () -> vector<4xi8>
    %66 = "arith.muli"(%arg20, %65) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %67 = "arith.addi"(%arg19, %66) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    "func.return"(%60, %62, %64, %67) : (i64, i64, i64, vector<4xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8, i16) -> (i32, i32, i32, i32, i32, i32, i1, i1, i1, i32), sym_name = "logic_of_ext"}> ({
  ^bb0(%arg14: i8, %arg15: i8, %arg16: i16):
    %43 = "arith.extui"(%arg14) : (i8) -> i32
    %44 = "arith.extui"(%arg15) : (i8) -> i32
    %45 = "arith.extsi"(%arg14) : (i8) -> i32
    %46 = "arith.extsi"(%arg15) : (i8) -> i32
    %47 = "arith.extsi"(%arg16) : (i16) -> i32
    %48 = "arith.xori"(%43, %44) : (i32, i32) -> i32
    %49 = "arith.xori"(%45, %46) : (i32, i32) -> i32
    %50 = "arith.andi"(%43, %44) : (i32, i32) -> i32
    %51 = "arith.andi"(%45, %46) : (i32, i32) -> i32
    %52 = "arith.ori"(%43, %44) : (i32, i32) -> i32
    %53 = "arith.ori"(%45, %46) : (i32, i32) -> i32
    %54 = "arith.cmpi"(%45, %46) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %55 = "arith.cmpi"(%43, %44) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %56 = "arith.cmpi"(%45, %46) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %57 = "arith.ori"(%45, %47) : (i32, i32) -> i32
    "func.return"(%48, %49, %50, %51, %52, %53, %54, %55, %56, %57) : (i32, i32, i32, i32, i32, i32, i1, i1, i1, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1, i32, i32, i32) -> (i1, i32, i32, i32, i1), sym_name = "not_cmpi_and_selects"}> ({
  ^bb0(%arg9: i1, %arg10: i1, %arg11: i32, %arg12: i32, %arg13: i32):
    %32 = "arith.constant"() <{value = true}> : () -> i1
    %33 = "arith.constant"() <{value = false}> : () -> i1
    %34 = "arith.cmpi"(%arg11, %arg12) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %35 = "arith.xori"(%34, %32) : (i1, i1) -> i1
    %36 = "arith.select"(%arg9, %arg11, %arg12) : (i1, i32, i32) -> i32
    %37 = "arith.select"(%arg9, %36, %arg13) : (i1, i32, i32) -> i32
    %38 = "arith.select"(%arg9, %arg11, %arg12) : (i1, i32, i32) -> i32
    %39 = "arith.select"(%arg9, %arg13, %38) : (i1, i32, i32) -> i32
    %40 = "arith.xori"(%arg10, %32) : (i1, i1) -> i1
    %41 = "arith.select"(%40, %arg11, %arg13) : (i1, i32, i32) -> i32
    %42 = "arith.select"(%arg10, %33, %32) : (i1, i1, i1) -> i1
    "func.return"(%35, %37, %39, %41, %42) : (i1, i32, i32, i32, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, i32, i8, f32, i16) -> (index, index, index, index, f32, i64, i16, i16, i8, f16, f16), sym_name = "casts"}> ({
  ^bb0(%arg4: index, %arg5: i32, %arg6: i8, %arg7: f32, %arg8: i16):
    %9 = "arith.index_cast"(%arg4) : (index) -> i32
    %10 = "arith.index_cast"(%9) : (i32) -> index
    %11 = "arith.extsi"(%arg5) : (i32) -> i64
    %12 = "arith.index_cast"(%11) : (i64) -> index
    %13 = "arith.index_castui"(%arg4) : (index) -> i32
    %14 = "arith.index_castui"(%13) : (i32) -> index
    %15 = "arith.extui"(%arg5) : (i32) -> i64
    %16 = "arith.index_castui"(%15) : (i64) -> index
    %17 = "arith.bitcast"(%arg7) : (f32) -> i32
    %18 = "arith.bitcast"(%17) : (i32) -> f32
    %19 = "arith.extui"(%arg6) : (i8) -> i32
    %20 = "arith.extsi"(%19) : (i32) -> i64
    %21 = "arith.extsi"(%arg6) : (i8) -> i64
    %22 = "arith.trunci"(%21) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %23 = "arith.extui"(%arg6) : (i8) -> i64
    %24 = "arith.trunci"(%23) <{overflowFlags = #arith.overflow<nuw>}> : (i64) -> i16
    %25 = "arith.constant"() <{value = 24 : i32}> : () -> i32
    %26 = "arith.shrsi"(%arg5, %25) : (i32, i32) -> i32
    %27 = "arith.trunci"(%26) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i8
    %28 = "arith.sitofp"(%arg8) : (i16) -> f32
    %29 = "arith.truncf"(%28) : (f32) -> f16
    %30 = "arith.uitofp"(%arg8) : (i16) -> f32
    %31 = "arith.truncf"(%30) <{roundingmode = 0 : i32}> : (f32) -> f16
    "func.return"(%10, %12, %14, %16, %18, %20, %22, %24, %27, %29, %31) : (index, index, index, index, f32, i64, i16, i16, i8, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, i32, i32) -> (f32, f32, i32, i32, i32, i32, i32), sym_name = "floats_and_extended"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: i32):
    %0 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %2 = "arith.mulf"(%0, %1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %3 = "arith.divf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4:2 = "arith.addui_extended"(%arg2, %arg3) : (i32, i32) -> (i32, i1)
    %5:2 = "arith.mulsi_extended"(%arg2, %arg3) : (i32, i32) -> (i32, i32)
    %6:2 = "arith.mului_extended"(%arg2, %arg3) : (i32, i32) -> (i32, i32)
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8:2 = "arith.mulsi_extended"(%arg2, %7) : (i32, i32) -> (i32, i32)
    "func.return"(%2, %3, %4#0, %5#0, %6#0, %8#0, %8#1) : (f32, f32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

