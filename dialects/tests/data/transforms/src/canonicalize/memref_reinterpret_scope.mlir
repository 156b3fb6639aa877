func.func @rc_unranked(%arg0: memref<*xf32>, %n: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.reinterpret_cast %arg0 to offset: [%c0], sizes: [%n, %c2], strides: [%c2, %c1] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @rc_static_types(%arg0: memref<?xf32>, %n: index, %m: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.reinterpret_cast %arg0 to offset: [%n], sizes: [%m, %n], strides: [%m, %n] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @meta_users(%arg0: memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}
func.func @dim_reshape_in_region(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %c: i1, %i: index) -> index {
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %r = scf.if %c -> index {
    %1 = memref.dim %0, %i : memref<*xf32>
    scf.yield %1 : index
  } else {
    scf.yield %i : index
  }
  return %r : index
}
func.func @dim_reshape_nested_def(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %c: i1, %i: index) -> index {
  %r = scf.if %c -> index {
    %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    %1 = memref.dim %0, %i : memref<*xf32>
    scf.yield %1 : index
  } else {
    scf.yield %i : index
  }
  return %r : index
}
func.func @scope_in_for(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "tst.use"(%a) : (memref<?xf32>) -> ()
    }
  }
  return
}
func.func @scope_nested_hoist(%n: index) {
  "tst.region"() ({
    "tst.region"() ({
      memref.alloca_scope {
        %a = memref.alloca(%n) : memref<?xf32>
        %b = memref.alloca() : memref<4xf32>
        "tst.use"(%a, %b) : (memref<?xf32>, memref<4xf32>) -> ()
      }
      "tst.terminator"() : () -> ()
    }) : () -> ()
    "tst.terminator"() : () -> ()
  }) : () -> ()
  return
}
