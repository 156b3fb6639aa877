"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i1, sym_name = "add_same_for_both"}> ({
  ^bb0(%arg4: index):
    %26 = "index.constant"() <{value = 1 : index}> : () -> index
    %27 = "index.constant"() <{value = 4294967294 : index}> : () -> index
    %28 = "index.minu"(%arg4, %27) : (index, index) -> index
    %29 = "index.add"(%28, %26) : (index, index) -> index
    %30 = "index.cmp"(%29, %26) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    "func.return"(%30) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> i1, sym_name = "add_unsigned_ov"}> ({
  ^bb0(%arg3: index):
    %21 = "index.constant"() <{value = 1 : index}> : () -> index
    %22 = "index.constant"() <{value = 4294967295 : index}> : () -> index
    %23 = "index.minu"(%arg3, %22) : (index, index) -> index
    %24 = "index.add"(%23, %21) : (index, index) -> index
    %25 = "index.cmp"(%24, %21) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    "func.return"(%25) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> i1, sym_name = "add_signed_ov"}> ({
  ^bb0(%arg2: index):
    %15 = "index.constant"() <{value = 0 : index}> : () -> index
    %16 = "index.constant"() <{value = 1 : index}> : () -> index
    %17 = "index.constant"() <{value = 2147483647 : index}> : () -> index
    %18 = "index.minu"(%arg2, %17) : (index, index) -> index
    %19 = "index.add"(%18, %16) : (index, index) -> index
    %20 = "index.cmp"(%19, %15) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
    "func.return"(%20) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> i1, sym_name = "add_big"}> ({
  ^bb0(%arg1: index):
    %8 = "index.constant"() <{value = 1 : index}> : () -> index
    %9 = "index.constant"() <{value = 12884901888 : index}> : () -> index
    %10 = "index.constant"() <{value = 12884967423 : index}> : () -> index
    %11 = "index.maxu"(%arg1, %9) : (index, index) -> index
    %12 = "index.minu"(%11, %10) : (index, index) -> index
    %13 = "index.add"(%12, %8) : (index, index) -> index
    %14 = "index.cmp"(%12, %9) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    "func.return"(%14) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> i1, sym_name = "ceildivs_intmin_dividend"}> ({
  ^bb0(%arg0: index):
    %0 = "index.constant"() <{value = 0 : index}> : () -> index
    %1 = "index.constant"() <{value = 7 : index}> : () -> index
    %2 = "index.constant"() <{value = -2147483648 : index}> : () -> index
    %3 = "index.constant"() <{value = -2147483393 : index}> : () -> index
    %4 = "index.maxs"(%arg0, %2) : (index, index) -> index
    %5 = "index.mins"(%4, %3) : (index, index) -> index
    %6 = "index.ceildivs"(%5, %1) : (index, index) -> index
    %7 = "index.cmp"(%6, %0) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    "func.return"(%7) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

