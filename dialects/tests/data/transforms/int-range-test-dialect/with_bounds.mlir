"builtin.module"() ({
  "func.func"() <{function_type = () -> i1, sym_name = "cmpi_eq"}> ({
    %30 = "arith.constant"() <{value = -1 : index}> : () -> index
    %31 = "test.with_bounds"() <{smax = 9223372036854775807 : index, smin = 0 : index, umax = 9223372036854775807 : index, umin = 0 : index}> : () -> index
    %32 = "arith.cmpi"(%31, %30) <{predicate = 0 : i64}> : (index, index) -> i1
    "func.return"(%32) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "cmpi_ne"}> ({
    %27 = "arith.constant"() <{value = -1 : index}> : () -> index
    %28 = "test.with_bounds"() <{smax = 9223372036854775807 : index, smin = 0 : index, umax = 9223372036854775807 : index, umin = 0 : index}> : () -> index
    %29 = "arith.cmpi"(%28, %27) <{predicate = 1 : i64}> : (index, index) -> i1
    "func.return"(%29) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "cmpi_sge"}> ({
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    %25 = "test.with_bounds"() <{smax = 9223372036854775807 : index, smin = 0 : index, umax = 9223372036854775807 : index, umin = 0 : index}> : () -> index
    %26 = "arith.cmpi"(%25, %24) <{predicate = 5 : i64}> : (index, index) -> i1
    "func.return"(%26) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "cmpi_slt"}> ({
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "test.with_bounds"() <{smax = 9223372036854775807 : index, smin = 0 : index, umax = 9223372036854775807 : index, umin = 0 : index}> : () -> index
    %23 = "arith.cmpi"(%22, %21) <{predicate = 2 : i64}> : (index, index) -> i1
    "func.return"(%23) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "cmpi_sgt"}> ({
    %18 = "arith.constant"() <{value = -1 : index}> : () -> index
    %19 = "test.with_bounds"() <{smax = 9223372036854775807 : index, smin = 0 : index, umax = 9223372036854775807 : index, umin = 0 : index}> : () -> index
    %20 = "arith.cmpi"(%19, %18) <{predicate = 4 : i64}> : (index, index) -> i1
    "func.return"(%20) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "cmpi_sle"}> ({
    %15 = "arith.constant"() <{value = -1 : index}> : () -> index
    %16 = "test.with_bounds"() <{smax = 9223372036854775807 : index, smin = 0 : index, umax = 9223372036854775807 : index, umin = 0 : index}> : () -> index
    %17 = "arith.cmpi"(%16, %15) <{predicate = 3 : i64}> : (index, index) -> i1
    "func.return"(%17) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i8, sym_name = "trivial_rem"}> ({
    %12 = "arith.constant"() <{value = 64 : i8}> : () -> i8
    %13 = "test.with_bounds"() <{smax = 63 : si8, smin = 0 : si8, umax = 63 : ui8, umin = 0 : ui8}> : () -> i8
    %14 = "arith.remsi"(%13, %12) : (i8, i8) -> i8
    "func.return"(%14) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i8, sym_name = "non_const_rhs"}> ({
    %8 = "arith.constant"() <{value = 64 : i8}> : () -> i8
    %9 = "test.with_bounds"() <{smax = 2 : si8, smin = 0 : si8, umax = 2 : ui8, umin = 0 : ui8}> : () -> i8
    %10 = "test.with_bounds"() <{smax = 64 : si8, smin = 63 : si8, umax = 64 : ui8, umin = 63 : ui8}> : () -> i8
    %11 = "arith.remui"(%9, %10) : (i8, i8) -> i8
    "func.return"(%11) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i8, sym_name = "wraps"}> ({
    %5 = "arith.constant"() <{value = 64 : i8}> : () -> i8
    %6 = "test.with_bounds"() <{smax = 65 : si8, smin = 63 : si8, umax = 65 : ui8, umin = 63 : ui8}> : () -> i8
    %7 = "arith.remsi"(%6, %5) : (i8, i8) -> i8
    "func.return"(%7) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "shl_range"}> ({
    %0 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1 = "arith.constant"() <{value = 25 : i8}> : () -> i8
    %2 = "test.with_bounds"() <{smax = 12 : i8, smin = 0 : i8, umax = 12 : i8, umin = 0 : i8}> : () -> i8
    %3 = "arith.shli"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %4 = "arith.cmpi"(%3, %1) <{predicate = 6 : i64}> : (i8, i8) -> i1
    "func.return"(%4) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

