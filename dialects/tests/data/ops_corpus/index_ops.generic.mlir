"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> index, sym_name = "index_binary"}> ({
  ^bb0(%arg4: index, %arg5: index):
    %23 = "index.add"(%arg4, %arg5) : (index, index) -> index
    %24 = "index.sub"(%23, %arg5) : (index, index) -> index
    %25 = "index.mul"(%24, %arg4) : (index, index) -> index
    %26 = "index.divs"(%25, %arg5) : (index, index) -> index
    %27 = "index.divu"(%26, %arg5) : (index, index) -> index
    %28 = "index.ceildivs"(%27, %arg5) : (index, index) -> index
    %29 = "index.ceildivu"(%28, %arg5) : (index, index) -> index
    %30 = "index.floordivs"(%29, %arg5) : (index, index) -> index
    %31 = "index.rems"(%30, %arg5) : (index, index) -> index
    %32 = "index.remu"(%31, %arg5) : (index, index) -> index
    %33 = "index.maxs"(%32, %arg5) : (index, index) -> index
    %34 = "index.maxu"(%33, %arg5) : (index, index) -> index
    %35 = "index.mins"(%34, %arg5) : (index, index) -> index
    %36 = "index.minu"(%35, %arg5) {tag = 1 : i32} : (index, index) -> index
    %37 = "index.shl"(%36, %arg5) : (index, index) -> index
    %38 = "index.shrs"(%37, %arg5) : (index, index) -> index
    %39 = "index.shru"(%38, %arg5) : (index, index) -> index
    %40 = "index.and"(%39, %arg5) : (index, index) -> index
    %41 = "index.or"(%40, %arg5) : (index, index) -> index
    %42 = "index.xor"(%41, %arg5) : (index, index) -> index
    "func.return"(%42) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, i32, i64) -> (), sym_name = "index_misc"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64):
    %0 = "index.casts"(%arg2) : (i32) -> index
    %1 = "index.casts"(%arg0) : (index) -> i64
    %2 = "index.castu"(%arg3) : (i64) -> index
    %3 = "index.castu"(%arg0) : (index) -> i1
    %4 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
    %5 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
    %6 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    %7 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
    %8 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
    %9 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
    %10 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
    %11 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
    %12 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
    %13 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate uge>}> {tag} : (index, index) -> i1
    %14 = "index.sizeof"() : () -> index
    %15 = "index.constant"() <{value = 42 : index}> : () -> index
    %16 = "index.constant"() <{value = -7 : index}> : () -> index
    %17 = "index.constant"() <{value = 0 : index}> : () -> index
    %18 = "index.constant"() <{value = 42 : index}> : () -> index
    %19 = "index.bool.constant"() <{value = true}> : () -> i1
    %20 = "index.bool.constant"() <{value = false}> : () -> i1
    %21 = "index.constant"() <{value = 9223372036854775807 : index}> {tag} : () -> index
    %22 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

