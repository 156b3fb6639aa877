"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "not_with_maybe_overflow"}> ({
  ^bb0(%arg3: i32):
    %25 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %26 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %28 = "arith.minui"(%arg3, %25) : (i32, i32) -> i32
    %29 = "arith.addi"(%28, %26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %30 = "arith.divsi"(%29, %27) : (i32, i32) -> i32
    %31 = "arith.ceildivsi"(%29, %27) : (i32, i32) -> i32
    %32 = "arith.floordivsi"(%29, %27) : (i32, i32) -> i32
    %33 = "arith.remsi"(%29, %27) : (i32, i32) -> i32
    %34 = "arith.minsi"(%29, %27) : (i32, i32) -> i32
    %35 = "arith.maxsi"(%29, %27) : (i32, i32) -> i32
    %36 = "arith.extsi"(%29) : (i32) -> i64
    %37 = "arith.cmpi"(%29, %27) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %38 = "arith.cmpi"(%29, %27) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %39 = "arith.cmpi"(%29, %27) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %40 = "arith.cmpi"(%29, %27) <{predicate = 4 : i64}> : (i32, i32) -> i1
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "yes_with_no_overflow"}> ({
  ^bb0(%arg2: i32):
    %9 = "arith.constant"() <{value = 2147483646 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %12 = "arith.minui"(%arg2, %9) : (i32, i32) -> i32
    %13 = "arith.addi"(%12, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %14 = "arith.divsi"(%13, %11) : (i32, i32) -> i32
    %15 = "arith.ceildivsi"(%13, %11) : (i32, i32) -> i32
    %16 = "arith.floordivsi"(%13, %11) : (i32, i32) -> i32
    %17 = "arith.remsi"(%13, %11) : (i32, i32) -> i32
    %18 = "arith.minsi"(%13, %11) : (i32, i32) -> i32
    %19 = "arith.maxsi"(%13, %11) : (i32, i32) -> i32
    %20 = "arith.extsi"(%13) : (i32) -> i64
    %21 = "arith.cmpi"(%13, %11) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %22 = "arith.cmpi"(%13, %11) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %23 = "arith.cmpi"(%13, %11) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %24 = "arith.cmpi"(%13, %11) <{predicate = 4 : i64}> : (i32, i32) -> i1
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8xindex>) -> (), sym_name = "preserves_structure"}> ({
  ^bb0(%arg0: memref<8xindex>):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 8 : index}> : () -> index
    "scf.for"(%2, %5, %3) ({
    ^bb0(%arg1: index):
      %6 = "arith.remsi"(%arg1, %4) : (index, index) -> index
      %7 = "arith.addi"(%6, %6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %8 = "arith.cmpi"(%7, %4) <{predicate = 3 : i64}> : (index, index) -> i1
      "scf.if"(%8) ({
        "memref.store"(%7, %arg0, %arg1) : (index, memref<8xindex>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i8, sym_name = "external", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "dead_code"}> ({
    %0 = "func.call"() <{callee = @external}> : () -> i8
    %1 = "arith.floordivsi"(%0, %0) : (i8, i8) -> i8
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

