"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32, strided<[1]>>, index, memref<16xi8, strided<[1]>>, memref<4xf32, strided<[1]>>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<?xf32, strided<[1]>>, %arg1: index, %arg2: memref<16xi8, strided<[1]>>, %arg3: memref<4xf32, strided<[1]>>):
    %0 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 42>}> : (memref<?xf32, strided<[1]>>, index) -> memref<?x42xf32>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "memref.view"(%arg2, %1) : (memref<16xi8, strided<[1]>>, index) -> memref<4xf32>
    %3 = "memref.expand_shape"(%arg3) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (memref<4xf32, strided<[1]>>) -> memref<2x2xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

