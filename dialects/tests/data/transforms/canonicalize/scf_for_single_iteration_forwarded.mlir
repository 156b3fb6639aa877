"builtin.module"() ({
  "func.func"() <{function_type = (index, vector<4xi1>) -> vector<4xi1>, sym_name = "f2"}> ({
  ^bb0(%arg0: index, %arg1: vector<4xi1>):
    %0 = "arith.constant"() <{value = -1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "scf.for"(%0, %1, %2, %arg1) ({
    ^bb0(%arg2: index, %arg3: vector<4xi1>):
      "scf.yield"(%arg3) : (vector<4xi1>) -> ()
    }) : (index, index, index, vector<4xi1>) -> vector<4xi1>
    "func.return"(%3) : (vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

