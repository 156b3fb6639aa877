"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> index, sym_name = "add_min_max"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.minsi"(%arg0, %0) : (index, index) -> index
    %3 = "arith.maxsi"(%2, %0) : (index, index) -> index
    %4 = "arith.minui"(%arg1, %1) : (index, index) -> index
    %5 = "arith.maxui"(%4, %1) : (index, index) -> index
    %6 = "arith.addi"(%3, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%6) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i1, sym_name = "add_lower_bound"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.maxsi"(%arg0, %0) : (i32, i32) -> i32
    %3 = "arith.maxsi"(%arg1, %0) : (i32, i32) -> i32
    %4 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.cmpi"(%4, %1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %6 = "arith.cmpi"(%4, %1) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %7 = "arith.andi"(%5, %6) : (i1, i1) -> i1
    "func.return"(%7) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> i1, sym_name = "sub_signed_vs_unsigned"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = -5 : i64}> : () -> i64
    %3 = "arith.minsi"(%arg0, %1) : (i64, i64) -> i64
    %4 = "arith.maxsi"(%3, %2) : (i64, i64) -> i64
    %5 = "arith.subi"(%4, %1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %6 = "arith.cmpi"(%5, %0) <{predicate = 3 : i64}> : (i64, i64) -> i1
    %7 = "arith.cmpi"(%5, %0) <{predicate = 7 : i64}> : (i64, i64) -> i1
    %8 = "arith.andi"(%6, %7) : (i1, i1) -> i1
    "func.return"(%8) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> i1, sym_name = "multiply_negatives"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3 = "arith.constant"() <{value = -2 : index}> : () -> index
    %4 = "arith.constant"() <{value = -4 : index}> : () -> index
    %5 = "arith.constant"() <{value = -12 : index}> : () -> index
    %6 = "arith.maxsi"(%arg0, %0) : (index, index) -> index
    %7 = "arith.minsi"(%6, %1) : (index, index) -> index
    %8 = "arith.minsi"(%arg1, %2) : (index, index) -> index
    %9 = "arith.maxsi"(%8, %4) : (index, index) -> index
    %10 = "arith.muli"(%7, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %11 = "arith.cmpi"(%10, %5) <{predicate = 2 : i64}> : (index, index) -> i1
    %12 = "arith.cmpi"(%2, %10) <{predicate = 2 : i64}> : (index, index) -> i1
    %13 = "arith.ori"(%11, %12) : (i1, i1) -> i1
    "func.return"(%13) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16) -> i1, sym_name = "multiply_unsigned_bounds"}> ({
  ^bb0(%arg0: i16, %arg1: i16):
    %0 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = 4 : i16}> : () -> i16
    %2 = "arith.constant"() <{value = 16383 : i16}> : () -> i16
    %3 = "arith.constant"() <{value = -4 : i16}> : () -> i16
    %4 = "arith.andi"(%arg0, %2) : (i16, i16) -> i16
    %5 = "arith.minui"(%arg1, %1) : (i16, i16) -> i16
    %6 = "arith.muli"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
    %7 = "arith.cmpi"(%6, %0) <{predicate = 9 : i64}> : (i16, i16) -> i1
    %8 = "arith.cmpi"(%6, %3) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %9 = "arith.andi"(%7, %8) : (i1, i1) -> i1
    "func.return"(%9) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i1, sym_name = "for_loop_with_increasing_arg"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "scf.for"(%0, %2, %1, %0) ({
    ^bb0(%arg0: index, %arg1: index):
      %6 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%6) : (index) -> ()
    }) : (index, index, index, index) -> index
    %5 = "arith.cmpi"(%4, %3) <{predicate = 7 : i64}> : (index, index) -> i1
    "func.return"(%5) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i1, sym_name = "for_loop_with_constant_result"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "scf.for"(%0, %2, %1, %3) ({
    ^bb0(%arg0: index, %arg1: i1):
      %5 = "arith.cmpi"(%arg0, %2) <{predicate = 7 : i64}> : (index, index) -> i1
      %6 = "arith.andi"(%5, %arg1) : (i1, i1) -> i1
      "scf.yield"(%6) : (i1) -> ()
    }) : (index, index, index, i1) -> i1
    "func.return"(%4) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "while_false"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.divui"(%arg0, %2) : (index, index) -> index
    %4 = "scf.while"(%3) ({
    ^bb0(%arg2: index):
      %5 = "arith.cmpi"(%arg2, %0) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.condition"(%5, %arg2) : (i1, index) -> ()
    }, {
    ^bb0(%arg1: index):
      "scf.yield"(%2) : (index) -> ()
    }) : (index) -> index
    "func.return"(%4) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "div_bounds_positive"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.maxsi"(%arg0, %1) : (index, index) -> index
    %4 = "arith.divsi"(%2, %3) : (index, index) -> index
    %5 = "arith.divui"(%2, %3) : (index, index) -> index
    %6 = "arith.cmpi"(%4, %0) <{predicate = 5 : i64}> : (index, index) -> i1
    %7 = "arith.cmpi"(%4, %1) <{predicate = 3 : i64}> : (index, index) -> i1
    %8 = "arith.cmpi"(%5, %0) <{predicate = 5 : i64}> : (index, index) -> i1
    %9 = "arith.cmpi"(%4, %1) <{predicate = 3 : i64}> : (index, index) -> i1
    %10 = "arith.andi"(%6, %7) : (i1, i1) -> i1
    %11 = "arith.andi"(%10, %8) : (i1, i1) -> i1
    %12 = "arith.andi"(%11, %9) : (i1, i1) -> i1
    "func.return"(%12) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "div_bounds_negative"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = -2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.minsi"(%arg0, %1) : (index, index) -> index
    %4 = "arith.divsi"(%2, %3) : (index, index) -> index
    %5 = "arith.divui"(%2, %3) : (index, index) -> index
    %6 = "arith.cmpi"(%4, %0) <{predicate = 3 : i64}> : (index, index) -> i1
    %7 = "arith.cmpi"(%4, %1) <{predicate = 5 : i64}> : (index, index) -> i1
    %8 = "arith.cmpi"(%5, %0) <{predicate = 0 : i64}> : (index, index) -> i1
    %9 = "arith.andi"(%6, %7) : (i1, i1) -> i1
    %10 = "arith.andi"(%9, %8) : (i1, i1) -> i1
    "func.return"(%10) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "div_zero_undefined"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.andi"(%arg0, %1) : (index, index) -> index
    %4 = "arith.divui"(%2, %3) : (index, index) -> index
    %5 = "arith.cmpi"(%4, %2) <{predicate = 7 : i64}> : (index, index) -> i1
    "func.return"(%5) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "div_refine_min"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.andi"(%arg0, %1) : (index, index) -> index
    %4 = "arith.divui"(%2, %3) : (index, index) -> index
    %5 = "arith.cmpi"(%4, %0) <{predicate = 9 : i64}> : (index, index) -> i1
    "func.return"(%5) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "ceil_divui"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.minui"(%arg0, %2) : (index, index) -> index
    %5 = "arith.maxui"(%4, %1) : (index, index) -> index
    %6 = "arith.ceildivui"(%5, %3) : (index, index) -> index
    %7 = "arith.cmpi"(%6, %1) <{predicate = 0 : i64}> : (index, index) -> i1
    %8 = "arith.maxui"(%4, %0) : (index, index) -> index
    %9 = "arith.ceildivui"(%8, %3) : (index, index) -> index
    %10 = "arith.cmpi"(%9, %1) <{predicate = 0 : i64}> : (index, index) -> i1
    %11 = "arith.andi"(%7, %10) : (i1, i1) -> i1
    "func.return"(%11) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "ceil_divsi"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = -4 : index}> : () -> index
    %5 = "arith.minsi"(%arg0, %2) : (index, index) -> index
    %6 = "arith.maxsi"(%5, %1) : (index, index) -> index
    %7 = "arith.ceildivsi"(%6, %3) : (index, index) -> index
    %8 = "arith.cmpi"(%7, %1) <{predicate = 0 : i64}> : (index, index) -> i1
    %9 = "arith.ceildivsi"(%6, %4) : (index, index) -> index
    %10 = "arith.cmpi"(%9, %0) <{predicate = 0 : i64}> : (index, index) -> i1
    %11 = "arith.andi"(%8, %10) : (i1, i1) -> i1
    %12 = "arith.maxsi"(%5, %0) : (index, index) -> index
    %13 = "arith.ceildivsi"(%12, %3) : (index, index) -> index
    %14 = "arith.cmpi"(%13, %1) <{predicate = 0 : i64}> : (index, index) -> i1
    %15 = "arith.andi"(%11, %14) : (i1, i1) -> i1
    "func.return"(%15) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i1, sym_name = "ceil_divsi_intmin_bug_115293"}> ({
    %0 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1189465982 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 7754212542 : i64}> : () -> i64
    %3 = "arith.ceildivsi"(%0, %1) : (i64, i64) -> i64
    %4 = "arith.cmpi"(%3, %2) <{predicate = 0 : i64}> : (i64, i64) -> i1
    "func.return"(%4) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "floor_divsi"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = -1 : index}> : () -> index
    %2 = "arith.constant"() <{value = -3 : index}> : () -> index
    %3 = "arith.constant"() <{value = -4 : index}> : () -> index
    %4 = "arith.minsi"(%arg0, %1) : (index, index) -> index
    %5 = "arith.maxsi"(%4, %3) : (index, index) -> index
    %6 = "arith.floordivsi"(%5, %0) : (index, index) -> index
    %7 = "arith.cmpi"(%6, %1) <{predicate = 0 : i64}> : (index, index) -> i1
    "func.return"(%7) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> i1, sym_name = "remui_base"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.minui"(%arg1, %1) : (index, index) -> index
    %3 = "arith.maxui"(%2, %0) : (index, index) -> index
    %4 = "arith.remui"(%arg0, %3) : (index, index) -> index
    %5 = "arith.cmpi"(%4, %1) <{predicate = 6 : i64}> : (index, index) -> i1
    "func.return"(%5) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> i1, sym_name = "remui_base_maybe_zero"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 5 : index}> : () -> index
    %2 = "arith.minui"(%arg1, %0) : (index, index) -> index
    %3 = "arith.remui"(%arg0, %2) : (index, index) -> index
    %4 = "arith.cmpi"(%3, %1) <{predicate = 6 : i64}> : (index, index) -> i1
    "func.return"(%4) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> i1, sym_name = "remsi_base"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = -4 : index}> : () -> index
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "arith.minsi"(%arg1, %2) : (index, index) -> index
    %6 = "arith.maxsi"(%5, %1) : (index, index) -> index
    %7 = "arith.remsi"(%arg0, %6) : (index, index) -> index
    %8 = "arith.cmpi"(%7, %3) <{predicate = 4 : i64}> : (index, index) -> i1
    %9 = "arith.cmpi"(%7, %2) <{predicate = 2 : i64}> : (index, index) -> i1
    %10 = "arith.cmpi"(%7, %0) <{predicate = 5 : i64}> : (index, index) -> i1
    %11 = "arith.andi"(%8, %9) : (i1, i1) -> i1
    %12 = "arith.andi"(%10, %11) : (i1, i1) -> i1
    "func.return"(%12) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> i1, sym_name = "remsi_positive"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.minsi"(%arg1, %2) : (index, index) -> index
    %5 = "arith.maxsi"(%4, %1) : (index, index) -> index
    %6 = "arith.maxsi"(%arg0, %0) : (index, index) -> index
    %7 = "arith.remsi"(%6, %5) : (index, index) -> index
    %8 = "arith.cmpi"(%7, %0) <{predicate = 5 : i64}> : (index, index) -> i1
    %9 = "arith.cmpi"(%7, %2) <{predicate = 2 : i64}> : (index, index) -> i1
    %10 = "arith.andi"(%8, %9) : (i1, i1) -> i1
    "func.return"(%10) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "remui_restricted"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.minui"(%arg0, %1) : (index, index) -> index
    %4 = "arith.maxui"(%3, %0) : (index, index) -> index
    %5 = "arith.remui"(%4, %2) : (index, index) -> index
    %6 = "arith.cmpi"(%5, %1) <{predicate = 7 : i64}> : (index, index) -> i1
    %7 = "arith.cmpi"(%5, %0) <{predicate = 9 : i64}> : (index, index) -> i1
    %8 = "arith.andi"(%6, %7) : (i1, i1) -> i1
    "func.return"(%8) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "remsi_restricted"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = -4 : index}> : () -> index
    %3 = "arith.minsi"(%arg0, %1) : (index, index) -> index
    %4 = "arith.maxsi"(%3, %0) : (index, index) -> index
    %5 = "arith.remsi"(%4, %2) : (index, index) -> index
    %6 = "arith.cmpi"(%5, %1) <{predicate = 7 : i64}> : (index, index) -> i1
    %7 = "arith.cmpi"(%5, %0) <{predicate = 9 : i64}> : (index, index) -> i1
    %8 = "arith.andi"(%6, %7) : (i1, i1) -> i1
    "func.return"(%8) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "remui_restricted_fails"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 5 : index}> : () -> index
    %4 = "arith.minui"(%arg0, %3) : (index, index) -> index
    %5 = "arith.maxui"(%4, %1) : (index, index) -> index
    %6 = "arith.remui"(%5, %2) : (index, index) -> index
    %7 = "arith.cmpi"(%6, %0) <{predicate = 1 : i64}> : (index, index) -> i1
    "func.return"(%7) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "remsi_restricted_fails"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = 5 : index}> : () -> index
    %3 = "arith.constant"() <{value = -4 : index}> : () -> index
    %4 = "arith.minsi"(%arg0, %2) : (index, index) -> index
    %5 = "arith.maxsi"(%4, %1) : (index, index) -> index
    %6 = "arith.remsi"(%5, %3) : (index, index) -> index
    %7 = "arith.cmpi"(%6, %0) <{predicate = 1 : i64}> : (index, index) -> i1
    "func.return"(%7) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "andi"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 5 : index}> : () -> index
    %2 = "arith.constant"() <{value = 7 : index}> : () -> index
    %3 = "arith.minsi"(%arg0, %1) : (index, index) -> index
    %4 = "arith.maxsi"(%3, %0) : (index, index) -> index
    %5 = "arith.andi"(%4, %2) : (index, index) -> index
    %6 = "arith.cmpi"(%5, %1) <{predicate = 8 : i64}> : (index, index) -> i1
    %7 = "arith.cmpi"(%5, %2) <{predicate = 7 : i64}> : (index, index) -> i1
    %8 = "arith.andi"(%6, %7) : (i1, i1) -> i1
    "func.return"(%8) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "andi_doesnt_make_nonnegative"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3 = "arith.andi"(%arg0, %2) : (index, index) -> index
    %4 = "arith.cmpi"(%3, %0) <{predicate = 5 : i64}> : (index, index) -> i1
    "func.return"(%4) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i128, i128) -> i1, sym_name = "ori"}> ({
  ^bb0(%arg0: i128, %arg1: i128):
    %0 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %1 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %2 = "arith.minsi"(%arg1, %0) : (i128, i128) -> i128
    %3 = "arith.ori"(%arg0, %2) : (i128, i128) -> i128
    %4 = "arith.cmpi"(%3, %1) <{predicate = 2 : i64}> : (i128, i128) -> i1
    "func.return"(%4) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64) -> i1, sym_name = "xori"}> ({
  ^bb0(%arg0: i64, %arg1: i64):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 15 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.minui"(%arg0, %1) : (i64, i64) -> i64
    %5 = "arith.minui"(%arg1, %2) : (i64, i64) -> i64
    %6 = "arith.xori"(%4, %5) : (i64, i64) -> i64
    %7 = "arith.cmpi"(%6, %2) <{predicate = 3 : i64}> : (i64, i64) -> i1
    %8 = "arith.xori"(%7, %3) : (i1, i1) -> i1
    "func.return"(%8) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i16) -> i1, sym_name = "extui"}> ({
  ^bb0(%arg0: i16):
    %0 = "arith.constant"() <{value = 65535 : i32}> : () -> i32
    %1 = "arith.extui"(%arg0) : (i16) -> i32
    %2 = "arith.cmpi"(%1, %0) <{predicate = 7 : i64}> : (i32, i32) -> i1
    "func.return"(%2) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i16) -> i1, sym_name = "extsi"}> ({
  ^bb0(%arg0: i16):
    %0 = "arith.constant"() <{value = 32767 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = -32768 : i32}> : () -> i32
    %2 = "arith.extsi"(%arg0) : (i16) -> i32
    %3 = "arith.cmpi"(%2, %0) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %4 = "arith.cmpi"(%2, %1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %5 = "arith.andi"(%3, %4) : (i1, i1) -> i1
    "func.return"(%5) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

