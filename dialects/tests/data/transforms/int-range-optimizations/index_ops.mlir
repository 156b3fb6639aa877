"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (i1, i1, i1, index, i1, i1, i64), sym_name = "index_ops"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "index.constant"() <{value = 7 : index}> : () -> index
    %1 = "index.constant"() <{value = 8 : index}> : () -> index
    %2 = "index.constant"() <{value = 100 : index}> : () -> index
    %3 = "index.and"(%arg0, %0) : (index, index) -> index
    %4 = "index.add"(%3, %1) : (index, index) -> index
    %5 = "index.cmp"(%4, %2) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
    %6 = "index.mul"(%3, %1) : (index, index) -> index
    %7 = "index.cmp"(%6, %2) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
    %8 = "index.divu"(%6, %1) : (index, index) -> index
    %9 = "index.cmp"(%8, %0) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
    %10 = "index.sizeof"() : () -> index
    %11 = "index.sub"(%10, %10) : (index, index) -> index
    %12 = "index.cmp"(%10, %1) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    %13 = "index.maxs"(%arg1, %2) : (index, index) -> index
    %14 = "index.cmp"(%13, %0) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
    %15 = "index.shl"(%3, %1) : (index, index) -> index
    %16 = "index.remu"(%15, %1) : (index, index) -> index
    %17 = "index.cmp"(%16, %0) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
    %18 = "index.bool.constant"() <{value = true}> : () -> i1
    %19 = "index.castu"(%3) : (index) -> i64
    "func.return"(%5, %7, %9, %11, %14, %17, %19) : (i1, i1, i1, index, i1, i1, i64) -> ()
  }) : () -> ()
}) : () -> ()

