"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i1, sym_name = "trunci"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = -14 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = -14 : i16}> : () -> i16
    %2 = "arith.constant"() <{value = -32768 : i32}> : () -> i32
    %3 = "arith.minsi"(%arg0, %0) : (i32, i32) -> i32
    %4 = "arith.maxsi"(%3, %2) : (i32, i32) -> i32
    %5 = "arith.trunci"(%4) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %6 = "arith.cmpi"(%5, %1) <{predicate = 3 : i64}> : (i16, i16) -> i1
    %7 = "arith.extsi"(%5) : (i16) -> i32
    %8 = "arith.cmpi"(%7, %0) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %9 = "arith.cmpi"(%7, %2) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %10 = "arith.andi"(%6, %8) : (i1, i1) -> i1
    %11 = "arith.andi"(%10, %9) : (i1, i1) -> i1
    "func.return"(%11) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "index_cast"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = -2147483648 : i64}> : () -> i64
    %1 = "arith.index_cast"(%arg0) : (index) -> i32
    %2 = "arith.index_cast"(%1) : (i32) -> index
    %3 = "arith.index_cast"(%0) : (i64) -> index
    %4 = "arith.cmpi"(%2, %3) <{predicate = 5 : i64}> : (index, index) -> i1
    "func.return"(%4) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i1, sym_name = "shli"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = -16 : i32}> : () -> i32
    %6 = "arith.maxsi"(%arg0, %4) : (i32, i32) -> i32
    %7 = "arith.minsi"(%6, %0) : (i32, i32) -> i32
    %8 = "arith.select"(%arg1, %0, %1) : (i1, i32, i32) -> i32
    %9 = "arith.shli"(%7, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.cmpi"(%9, %5) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %11 = "arith.cmpi"(%9, %3) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %12 = "arith.cmpi"(%9, %2) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %13 = "arith.andi"(%10, %11) : (i1, i1) -> i1
    %14 = "arith.andi"(%13, %12) : (i1, i1) -> i1
    "func.return"(%14) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i1, sym_name = "shrui"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %4 = "arith.select"(%arg0, %0, %1) : (i1, i32, i32) -> i32
    %5 = "arith.shrui"(%3, %4) : (i32, i32) -> i32
    %6 = "arith.cmpi"(%5, %2) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %7 = "arith.cmpi"(%5, %0) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %8 = "arith.cmpi"(%5, %2) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %9 = "arith.andi"(%6, %7) : (i1, i1) -> i1
    %10 = "arith.andi"(%9, %8) : (i1, i1) -> i1
    "func.return"(%10) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i1, sym_name = "shrsi"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 32 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = -8 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = -32 : i32}> : () -> i32
    %6 = "arith.maxsi"(%arg0, %5) : (i32, i32) -> i32
    %7 = "arith.minsi"(%6, %3) : (i32, i32) -> i32
    %8 = "arith.select"(%arg1, %0, %1) : (i1, i32, i32) -> i32
    %9 = "arith.shrsi"(%7, %8) : (i32, i32) -> i32
    %10 = "arith.cmpi"(%9, %4) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %11 = "arith.cmpi"(%9, %2) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %12 = "arith.cmpi"(%9, %0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %13 = "arith.andi"(%10, %11) : (i1, i1) -> i1
    %14 = "arith.andi"(%13, %12) : (i1, i1) -> i1
    "func.return"(%14) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "no_aggressive_eq"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.andi"(%arg0, %0) : (index, index) -> index
    %2 = "arith.minui"(%arg0, %0) : (index, index) -> index
    %3 = "arith.cmpi"(%1, %2) <{predicate = 0 : i64}> : (index, index) -> i1
    "func.return"(%3) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, i1) -> i1, sym_name = "select_union"}> ({
  ^bb0(%arg0: index, %arg1: i1):
    %0 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 192 : index}> : () -> index
    %4 = "arith.remui"(%arg0, %0) : (index, index) -> index
    %5 = "arith.addi"(%4, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6 = "arith.select"(%arg1, %4, %5) : (i1, index, index) -> index
    %7 = "arith.cmpi"(%6, %3) <{predicate = 2 : i64}> : (index, index) -> i1
    %8 = "arith.cmpi"(%1, %6) <{predicate = 1 : i64}> : (index, index) -> i1
    %9 = "arith.andi"(%7, %8) : (i1, i1) -> i1
    "func.return"(%9) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, i1) -> i1, sym_name = "if_union"}> ({
  ^bb0(%arg0: index, %arg1: i1):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3 = "arith.constant"() <{value = -4 : index}> : () -> index
    %4 = "arith.minui"(%arg0, %0) : (index, index) -> index
    %5 = "scf.if"(%arg1) ({
      %10 = "arith.muli"(%4, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%10) : (index) -> ()
    }, {
      %9 = "arith.muli"(%4, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%9) : (index) -> ()
    }) : (i1) -> index
    %6 = "arith.cmpi"(%5, %1) <{predicate = 3 : i64}> : (index, index) -> i1
    %7 = "arith.cmpi"(%5, %3) <{predicate = 5 : i64}> : (index, index) -> i1
    %8 = "arith.andi"(%6, %7) : (i1, i1) -> i1
    "func.return"(%8) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, i1) -> i1, sym_name = "branch_union"}> ({
  ^bb0(%arg0: index, %arg1: i1):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3 = "arith.constant"() <{value = -4 : index}> : () -> index
    %4 = "arith.minui"(%arg0, %0) : (index, index) -> index
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %5 = "arith.muli"(%4, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%5)[^bb3] : (index) -> ()
  ^bb2:  // pred: ^bb0
    %6 = "arith.muli"(%4, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%6)[^bb3] : (index) -> ()
  ^bb3(%7: index):  // 2 preds: ^bb1, ^bb2
    %8 = "arith.cmpi"(%7, %1) <{predicate = 3 : i64}> : (index, index) -> i1
    %9 = "arith.cmpi"(%7, %3) <{predicate = 5 : i64}> : (index, index) -> i1
    %10 = "arith.andi"(%8, %9) : (i1, i1) -> i1
    "func.return"(%10) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, i1) -> i1, sym_name = "loop_bound_not_inferred_with_branch"}> ({
  ^bb0(%arg0: index, %arg1: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.minui"(%arg0, %2) : (index, index) -> index
    "cf.br"(%0)[^bb2] : (index) -> ()
  ^bb1(%4: index):  // pred: ^bb2
    %5 = "arith.addi"(%4, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%5)[^bb2] : (index) -> ()
  ^bb2(%6: index):  // 2 preds: ^bb0, ^bb1
    %7 = "arith.cmpi"(%6, %2) <{predicate = 6 : i64}> : (index, index) -> i1
    "cf.cond_br"(%7, %6, %6)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb3(%8: index):  // pred: ^bb2
    %9 = "arith.cmpi"(%8, %0) <{predicate = 5 : i64}> : (index, index) -> i1
    %10 = "arith.cmpi"(%8, %2) <{predicate = 2 : i64}> : (index, index) -> i1
    %11 = "arith.andi"(%9, %10) : (i1, i1) -> i1
    "func.return"(%11) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xi32>) -> index, sym_name = "truncation_spillover"}> ({
  ^bb0(%arg0: memref<?xi32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 49 : index}> : () -> index
    %4 = "scf.for"(%0, %2, %1, %0) ({
    ^bb0(%arg1: index, %arg2: index):
      %5 = "arith.divsi"(%arg2, %3) : (index, index) -> index
      %6 = "arith.index_cast"(%5) : (index) -> i32
      "memref.store"(%6, %arg0, %0) : (i32, memref<?xi32>, index) -> ()
      %7 = "arith.addi"(%arg2, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%7) : (index) -> ()
    }) : (index, index, index, index) -> index
    "func.return"(%4) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i16) -> i1, sym_name = "trunc_catches_overflow"}> ({
  ^bb0(%arg0: i16):
    %0 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = 130 : i16}> : () -> i16
    %2 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %3 = "arith.maxui"(%arg0, %0) : (i16, i16) -> i16
    %4 = "arith.minui"(%3, %1) : (i16, i16) -> i16
    %5 = "arith.trunci"(%4) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i8
    %6 = "arith.cmpi"(%5, %2) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %7 = "arith.cmpi"(%5, %2) <{predicate = 9 : i64}> : (i8, i8) -> i1
    %8 = "arith.andi"(%6, %7) : (i1, i1) -> i1
    "func.return"(%8) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i16) -> i1, sym_name = "trunc_respects_same_high_half"}> ({
  ^bb0(%arg0: i16):
    %0 = "arith.constant"() <{value = 256 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = 257 : i16}> : () -> i16
    %2 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %3 = "arith.maxui"(%arg0, %0) : (i16, i16) -> i16
    %4 = "arith.minui"(%3, %1) : (i16, i16) -> i16
    %5 = "arith.trunci"(%4) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i8
    %6 = "arith.cmpi"(%5, %2) <{predicate = 5 : i64}> : (i8, i8) -> i1
    "func.return"(%6) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i16) -> i1, sym_name = "trunc_handles_small_signed_ranges"}> ({
  ^bb0(%arg0: i16):
    %0 = "arith.constant"() <{value = -2 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = 2 : i16}> : () -> i16
    %2 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %3 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %4 = "arith.maxsi"(%arg0, %0) : (i16, i16) -> i16
    %5 = "arith.minsi"(%4, %1) : (i16, i16) -> i16
    %6 = "arith.trunci"(%5) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i8
    %7 = "arith.cmpi"(%6, %2) <{predicate = 5 : i64}> : (i8, i8) -> i1
    %8 = "arith.cmpi"(%6, %3) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %9 = "arith.andi"(%7, %8) : (i1, i1) -> i1
    "func.return"(%9) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i1, sym_name = "extui_uses_unsigned"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2147483648 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "arith.minui"(%arg0, %0) : (i32, i32) -> i32
    %4 = "arith.extui"(%3) : (i32) -> i64
    %5 = "arith.cmpi"(%4, %2) <{predicate = 5 : i64}> : (i64, i64) -> i1
    %6 = "arith.cmpi"(%4, %1) <{predicate = 7 : i64}> : (i64, i64) -> i1
    %7 = "arith.andi"(%5, %6) : (i1, i1) -> i1
    "func.return"(%7) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<() -> (0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xindex, 4>) -> (), sym_name = "caller"}> ({
  ^bb0(%arg2: memref<?xindex, 4>):
    "func.call"(%arg2) <{callee = @callee}> : (memref<?xindex, 4>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xindex, 4>) -> (), sym_name = "callee", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<?xindex, 4>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "affine.load"(%arg0) <{map = #map}> : (memref<?xindex, 4>) -> index
    "scf.for"(%1, %2, %0) ({
    ^bb0(%arg1: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_i8_bounds"}> ({
    %0 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 127 : i8, smin = -128 : i8, umax = -1 : i8, umin = 0 : i8}> : () -> i8
    %2 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_add_i8_wrap1"}> ({
    %0 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 127 : i8, smin = 0 : i8, umax = 127 : i8, umin = 0 : i8}> : () -> i8
    %2 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_add_i8_wrap2"}> ({
    %0 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 127 : i8, smin = 0 : i8, umax = 127 : i8, umin = 0 : i8}> : () -> i8
    %2 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<nuw>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_add_i8_nowrap"}> ({
    %0 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 127 : i8, smin = 0 : i8, umax = 127 : i8, umin = 0 : i8}> : () -> i8
    %2 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_sub_i8_wrap1"}> ({
    %0 = "arith.constant"() <{value = 10 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 15 : i8, smin = 0 : i8, umax = 15 : i8, umin = 0 : i8}> : () -> i8
    %2 = "arith.subi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_sub_i8_nowrap"}> ({
    %0 = "arith.constant"() <{value = 10 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 15 : i8, smin = 0 : i8, umax = 15 : i8, umin = 0 : i8}> : () -> i8
    %2 = "arith.subi"(%1, %0) <{overflowFlags = #arith.overflow<nuw>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_mul_i8_wrap"}> ({
    %0 = "arith.constant"() <{value = 10 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 20 : i8, smin = 10 : i8, umax = 20 : i8, umin = 10 : i8}> : () -> i8
    %2 = "arith.muli"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_mul_i8_nowrap"}> ({
    %0 = "arith.constant"() <{value = 10 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 20 : i8, smin = 10 : i8, umax = 20 : i8, umin = 10 : i8}> : () -> i8
    %2 = "arith.muli"(%1, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_shl_i8_wrap1"}> ({
    %0 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 20 : i8, smin = 10 : i8, umax = 20 : i8, umin = 10 : i8}> : () -> i8
    %2 = "arith.shli"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_shl_i8_nowrap"}> ({
    %0 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 20 : i8, smin = 10 : i8, umax = 20 : ui8, umin = 10 : i8}> : () -> i8
    %2 = "arith.shli"(%1, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> index, sym_name = "test_cmpf_propagates"}> ({
  ^bb0(%arg0: f32, %arg1: f32):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %3 = "arith.select"(%2, %0, %1) : (i1, index, index) -> index
    %4 = "test.reflect_bounds"(%3) : (index) -> index
    "func.return"(%4) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "zero_trip_loop"}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%0, %0, %0) ({
    ^bb0(%arg0: index):
      %1 = "index.floordivs"(%arg0, %arg0) : (index, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "zero_trip_loop2"}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = -1 : index}> : () -> index
    "scf.for"(%0, %0, %1) ({
    ^bb0(%arg0: index):
      %2 = "index.floordivs"(%arg0, %arg0) : (index, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_add_1"}> ({
    %0 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 127 : i8, smin = -128 : i8, umax = -1 : i8, umin = 0 : i8}> : () -> i8
    %2 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_sub_i8_wrap2"}> ({
    %0 = "arith.constant"() <{value = 10 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 15 : i8, smin = 0 : i8, umax = 15 : i8, umin = 0 : i8}> : () -> i8
    %2 = "arith.subi"(%1, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> i8, sym_name = "test_shl_i8_wrap2"}> ({
    %0 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %1 = "test.with_bounds"() <{smax = 20 : i8, smin = 10 : i8, umax = 20 : i8, umin = 10 : i8}> : () -> i8
    %2 = "arith.shli"(%1, %0) <{overflowFlags = #arith.overflow<nuw>}> : (i8, i8) -> i8
    %3 = "test.reflect_bounds"(%2) : (i8) -> i8
    "func.return"(%3) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

