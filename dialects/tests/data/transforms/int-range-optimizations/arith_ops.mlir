"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8) -> (i1, i1, i1, i1, i1, i1), sym_name = "add_sub_mul"}> ({
  ^bb0(%arg7: i8, %arg8: i8):
    %66 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %67 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %68 = "arith.constant"() <{value = 100 : i8}> : () -> i8
    %69 = "arith.andi"(%arg7, %67) : (i8, i8) -> i8
    %70 = "arith.andi"(%arg8, %66) : (i8, i8) -> i8
    %71 = "arith.addi"(%69, %70) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %72 = "arith.subi"(%69, %70) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %73 = "arith.muli"(%69, %70) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %74 = "arith.cmpi"(%71, %68) <{predicate = 7 : i64}> : (i8, i8) -> i1
    %75 = "arith.cmpi"(%72, %67) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %76 = "arith.cmpi"(%73, %68) <{predicate = 2 : i64}> : (i8, i8) -> i1
    %77 = "arith.addi"(%arg7, %68) <{overflowFlags = #arith.overflow<nsw>}> : (i8, i8) -> i8
    %78 = "arith.cmpi"(%77, %66) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %79 = "arith.subi"(%69, %68) <{overflowFlags = #arith.overflow<nuw>}> : (i8, i8) -> i8
    %80 = "arith.cmpi"(%79, %66) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %81 = "arith.muli"(%69, %68) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i8, i8) -> i8
    %82 = "arith.cmpi"(%81, %66) <{predicate = 6 : i64}> : (i8, i8) -> i1
    "func.return"(%74, %75, %76, %78, %80, %82) : (i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i1, i1, i1, i1, i1, i1, i32, i32), sym_name = "div_rem"}> ({
  ^bb0(%arg5: i32, %arg6: i32):
    %44 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %45 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %46 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %47 = "arith.constant"() <{value = -8 : i32}> : () -> i32
    %48 = "arith.andi"(%arg5, %46) : (i32, i32) -> i32
    %49 = "arith.ori"(%arg6, %45) : (i32, i32) -> i32
    %50 = "arith.andi"(%49, %45) : (i32, i32) -> i32
    %51 = "arith.divui"(%48, %45) : (i32, i32) -> i32
    %52 = "arith.cmpi"(%51, %45) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %53 = "arith.divsi"(%47, %45) : (i32, i32) -> i32
    %54 = "arith.cmpi"(%53, %44) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %55 = "arith.ceildivui"(%48, %45) : (i32, i32) -> i32
    %56 = "arith.cmpi"(%55, %46) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %57 = "arith.ceildivsi"(%47, %50) : (i32, i32) -> i32
    %58 = "arith.cmpi"(%57, %44) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %59 = "arith.floordivsi"(%47, %46) : (i32, i32) -> i32
    %60 = "arith.cmpi"(%59, %44) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %61 = "arith.remui"(%arg5, %46) : (i32, i32) -> i32
    %62 = "arith.cmpi"(%61, %46) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %63 = "arith.remsi"(%48, %46) : (i32, i32) -> i32
    %64 = "arith.andi"(%arg5, %45) : (i32, i32) -> i32
    %65 = "arith.remui"(%64, %46) : (i32, i32) -> i32
    "func.return"(%52, %54, %56, %58, %60, %62, %63, %65) : (i1, i1, i1, i1, i1, i1, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i16, i16) -> (i1, i1, i1, i1, i1, i1, i1), sym_name = "bits"}> ({
  ^bb0(%arg3: i16, %arg4: i16):
    %26 = "arith.constant"() <{value = 2 : i16}> : () -> i16
    %27 = "arith.constant"() <{value = 15 : i16}> : () -> i16
    %28 = "arith.constant"() <{value = 256 : i16}> : () -> i16
    %29 = "arith.andi"(%arg3, %27) : (i16, i16) -> i16
    %30 = "arith.ori"(%29, %28) : (i16, i16) -> i16
    %31 = "arith.cmpi"(%30, %28) <{predicate = 9 : i64}> : (i16, i16) -> i1
    %32 = "arith.xori"(%29, %27) : (i16, i16) -> i16
    %33 = "arith.cmpi"(%32, %27) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %34 = "arith.shli"(%29, %26) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %35 = "arith.cmpi"(%34, %28) <{predicate = 6 : i64}> : (i16, i16) -> i1
    %36 = "arith.shrui"(%arg4, %27) : (i16, i16) -> i16
    %37 = "arith.cmpi"(%36, %26) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %38 = "arith.shrsi"(%arg4, %27) : (i16, i16) -> i16
    %39 = "arith.cmpi"(%38, %26) <{predicate = 3 : i64}> : (i16, i16) -> i1
    %40 = "arith.maxui"(%arg4, %28) : (i16, i16) -> i16
    %41 = "arith.cmpi"(%40, %28) <{predicate = 9 : i64}> : (i16, i16) -> i1
    %42 = "arith.minsi"(%arg4, %26) : (i16, i16) -> i16
    %43 = "arith.cmpi"(%42, %27) <{predicate = 4 : i64}> : (i16, i16) -> i1
    "func.return"(%31, %33, %35, %37, %39, %41, %43) : (i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i1) -> (i1, i1, i1, i1, index, i1), sym_name = "casts"}> ({
  ^bb0(%arg1: i8, %arg2: i1):
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = -128 : i32}> : () -> i32
    %10 = "arith.extui"(%arg1) : (i8) -> i32
    %11 = "arith.cmpi"(%10, %8) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %12 = "arith.extsi"(%arg1) : (i8) -> i32
    %13 = "arith.cmpi"(%12, %9) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %14 = "arith.trunci"(%10) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %15 = "arith.extui"(%14) : (i8) -> i32
    %16 = "arith.cmpi"(%15, %7) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %17 = "arith.index_cast"(%arg1) : (i8) -> index
    %18 = "arith.constant"() <{value = 200 : index}> : () -> index
    %19 = "arith.cmpi"(%17, %18) <{predicate = 2 : i64}> : (index, index) -> i1
    %20 = "arith.extui"(%arg2) : (i1) -> i8
    %21 = "arith.index_castui"(%20) : (i8) -> index
    %22 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %23 = "arith.index_cast"(%22) : (i8) -> index
    %24 = "arith.extui"(%arg2) : (i1) -> i32
    %25 = "arith.cmpi"(%24, %8) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%11, %13, %16, %19, %23, %25) : (i1, i1, i1, i1, index, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>) -> (vector<4xi1>, vector<4xi32>), sym_name = "vectors"}> ({
  ^bb0(%arg0: vector<4xi32>):
    %0 = "arith.constant"() <{value = dense<7> : vector<4xi32>}> : () -> vector<4xi32>
    %1 = "arith.constant"() <{value = dense<8> : vector<4xi32>}> : () -> vector<4xi32>
    %2 = "arith.andi"(%arg0, %0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %3 = "arith.cmpi"(%2, %1) <{predicate = 6 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %4 = "arith.constant"() <{value = dense<2> : vector<4xi32>}> : () -> vector<4xi32>
    %5 = "arith.subi"(%4, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %6 = "arith.addi"(%5, %4) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%3, %6) : (vector<4xi1>, vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

