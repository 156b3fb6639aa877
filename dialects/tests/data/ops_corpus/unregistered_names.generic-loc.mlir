"builtin.module"() ({
  "foo"() : () -> () loc(#loc1)
  %0 = "bar"() : () -> i32 loc(#loc2)
  "bar.baz"(%0) : (i32) -> () loc(#loc3)
  "foo"() ({
    "inner"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc4)
}) : () -> () loc(#loc)
#loc = loc("unregistered_names.mlir":0:0)
#loc1 = loc("unregistered_names.mlir":2:1)
#loc2 = loc("unregistered_names.mlir":3:6)
#loc3 = loc("unregistered_names.mlir":4:1)
#loc4 = loc("unregistered_names.mlir":5:1)
#loc5 = loc("unregistered_names.mlir":6:3)

