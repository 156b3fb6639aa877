"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, vector<4xi64>, f32, index), sym_name = "ub_poison"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %1 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi64>
    %2 = "ub.poison"() <{value = #ub.poison}> {tag} : () -> f32
    %3 = "ub.poison"() <{value = #ub.poison}> : () -> index
    %4 = "ub.poison"() <{value = #ub.poison}> : () -> tensor<2x?xf16>
    %5 = "ub.poison"() <{value = #ub.poison}> : () -> memref<4xi8>
    "func.return"(%0, %1, %2, %3) : (i32, vector<4xi64>, f32, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "ub_unreachable"}> ({
  ^bb0(%arg0: i1):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "ub.unreachable"() : () -> ()
  ^bb2:  // pred: ^bb0
    "ub.unreachable"() {note = "never"} : () -> ()
  }) : () -> ()
}) : () -> ()

