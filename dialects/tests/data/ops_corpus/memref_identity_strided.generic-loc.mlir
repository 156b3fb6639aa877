#loc2 = loc("memref_identity_strided.mlir":2:14)
#loc3 = loc("memref_identity_strided.mlir":2:47)
#loc4 = loc("memref_identity_strided.mlir":2:58)
#loc5 = loc("memref_identity_strided.mlir":2:91)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32, strided<[1]>>, index, memref<16xi8, strided<[1]>>, memref<4xf32, strided<[1]>>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<?xf32, strided<[1]>> loc("memref_identity_strided.mlir":2:14), %arg1: index loc("memref_identity_strided.mlir":2:47), %arg2: memref<16xi8, strided<[1]>> loc("memref_identity_strided.mlir":2:58), %arg3: memref<4xf32, strided<[1]>> loc("memref_identity_strided.mlir":2:91)):
    %0 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 42>}> : (memref<?xf32, strided<[1]>>, index) -> memref<?x42xf32> loc(#loc6)
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc7)
    %2 = "memref.view"(%arg2, %1) : (memref<16xi8, strided<[1]>>, index) -> memref<4xf32> loc(#loc8)
    %3 = "memref.expand_shape"(%arg3) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (memref<4xf32, strided<[1]>>) -> memref<2x2xf32> loc(#loc9)
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("memref_identity_strided.mlir":0:0)
#loc1 = loc("memref_identity_strided.mlir":2:1)
#loc6 = loc("memref_identity_strided.mlir":3:8)
#loc7 = loc("memref_identity_strided.mlir":4:9)
#loc8 = loc("memref_identity_strided.mlir":5:8)
#loc9 = loc("memref_identity_strided.mlir":6:8)
#loc10 = loc("memref_identity_strided.mlir":7:3)

