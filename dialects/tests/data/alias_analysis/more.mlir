// Cases beyond upstream's test-alias-analysis.mlir (rods' own, compared with
// mlir-opt-22): chains of views, casts, a view deeper than the search
// depth, allocation scopes, selects, loops and branches in regions.

// A view of a view of an allocation: followed to the allocation.
func.func @view_chain(%arg: memref<8x64xf32>, %size: index) attributes {test.ptr = "func"} {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc(%size) {test.ptr = "alloc"} : memref<?xi8>
  %1 = memref.view %0[%c0][] {test.ptr = "view"} : memref<?xi8> to memref<8x64xf32>
  %2 = memref.subview %1[0, 0][4, 4][1, 1] {test.ptr = "subview"} : memref<8x64xf32> to memref<4x4xf32, strided<[64, 1]>>
  %3 = memref.cast %2 {test.ptr = "cast"} : memref<4x4xf32, strided<[64, 1]>> to memref<?x?xf32, strided<[64, 1]>>
  %4 = memref.subview %arg[0, 0][4, 4][1, 1] {test.ptr = "arg_subview"} : memref<8x64xf32> to memref<4x4xf32, strided<[64, 1]>>
  %5 = vector.type_cast %arg {test.ptr = "type_cast"} : memref<8x64xf32> to memref<vector<8x64xf32>>
  return
}

// -----

// Eleven casts: the search stops after ten steps, at a cast.
func.func @too_deep(%arg: memref<4xf32>) attributes {test.ptr = "func"} {
  %0 = memref.alloca() {test.ptr = "alloca"} : memref<4xf32>
  %1 = memref.cast %0 : memref<4xf32> to memref<?xf32>
  %2 = memref.cast %1 : memref<?xf32> to memref<4xf32>
  %3 = memref.cast %2 : memref<4xf32> to memref<?xf32>
  %4 = memref.cast %3 : memref<?xf32> to memref<4xf32>
  %5 = memref.cast %4 : memref<4xf32> to memref<?xf32>
  %6 = memref.cast %5 : memref<?xf32> to memref<4xf32>
  %7 = memref.cast %6 : memref<4xf32> to memref<?xf32>
  %8 = memref.cast %7 : memref<?xf32> to memref<4xf32>
  %9 = memref.cast %8 {test.ptr = "cast9"} : memref<4xf32> to memref<?xf32>
  %10 = memref.cast %9 {test.ptr = "cast10"} : memref<?xf32> to memref<4xf32>
  %11 = memref.cast %10 {test.ptr = "cast11"} : memref<4xf32> to memref<?xf32>
  return
}

// -----

// An alloca in an alloca_scope: scoped by it, not by the function.
func.func @alloca_scope(%arg: memref<4xf32>) attributes {test.ptr = "func"} {
  %0 = memref.alloca() {test.ptr = "outer"} : memref<4xf32>
  memref.alloca_scope {
    %1 = memref.alloca() {test.ptr = "inner"} : memref<4xf32>
    %2 = "test.opaque"() {test.ptr = "opaque"} : () -> memref<4xf32>
  } {test.ptr = "scope"}
  return
}

// -----

// A select is not followed; an unknown op's result may alias anything.
func.func @select(%arg: memref<4xf32>, %cond: i1) attributes {test.ptr = "func"} {
  %0 = memref.alloca() {test.ptr = "a"} : memref<4xf32>
  %1 = memref.alloc() {test.ptr = "b"} : memref<4xf32>
  %2 = arith.select %cond, %0, %1 {test.ptr = "select"} : memref<4xf32>
  %3 = "test.opaque"(%0) {test.ptr = "opaque"} : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

// scf.while: a result through the condition; the after region is entered
// from the before region only, so its arguments are not followed.
func.func @while(%arg: memref<4xf32>, %cond: i1) attributes {test.ptr = "func"} {
  %0 = memref.alloca() {test.ptr = "a"} : memref<4xf32>
  %1 = memref.alloc() {test.ptr = "b"} : memref<4xf32>
  %r:2 = scf.while (%x = %0, %y = %arg) : (memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
    scf.condition(%cond) %x, %y : memref<4xf32>, memref<4xf32>
  } do {
  ^bb0(%x2: memref<4xf32>, %y2: memref<4xf32>):
    scf.yield %0, %1 : memref<4xf32>, memref<4xf32>
  } attributes {test.ptr = "while"}
  return
}

// -----

// A region with a branch inside (scf.execute_region), and a block whose
// predecessor's terminator is unknown.
func.func @execute_region(%arg: memref<4xf32>, %cond: i1) attributes {test.ptr = "func"} {
  %0 = memref.alloca() {test.ptr = "a"} : memref<4xf32>
  %1 = memref.alloc() {test.ptr = "b"} : memref<4xf32>
  %2 = scf.execute_region -> memref<4xf32> {
    cf.cond_br %cond, ^bb1, ^bb2
  ^bb1:
    scf.yield %0 : memref<4xf32>
  ^bb2:
    scf.yield %1 : memref<4xf32>
  } {test.ptr = "exec"}
  "foo.br"(%0)[^bb1] : (memref<4xf32>) -> ()
^bb1(%b: memref<4xf32>):
  return {test.ptr = "ret"}
}

// -----

// Nested loops carrying an allocation; the function's arguments.
func.func @nested_loops(%arg: memref<4xf32>, %lb: index, %ub: index, %st: index) attributes {test.ptr = "func"} {
  %0 = memref.alloc() {test.ptr = "a"} : memref<4xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %0) -> (memref<4xf32>) {
    %s = scf.for %j = %lb to %ub step %st iter_args(%y = %x) -> (memref<4xf32>) {
      scf.yield %y : memref<4xf32>
    } {test.ptr = "inner"}
    scf.yield %s : memref<4xf32>
  } {test.ptr = "outer"}
  return
}

// -----

// What ops may do to locations: loads, stores, copies, views.
func.func @modref(%arg: memref<4xf32>, %v: f32, %i: index) attributes {test.ptr = "func"} {
  %0 = memref.alloca() {test.ptr = "a"} : memref<4xf32>
  %1 = memref.subview %0[0][2][1] {test.ptr = "sub"} : memref<4xf32> to memref<2xf32, strided<[1]>>
  memref.store %v, %1[%i] {test.ptr = "store_sub"} : memref<2xf32, strided<[1]>>
  memref.copy %arg, %0 {test.ptr = "copy"} : memref<4xf32> to memref<4xf32>
  %2 = memref.load %arg[%i] {test.ptr = "load_arg"} : memref<4xf32>
  %c = arith.constant {test.ptr = "const"} 1.0 : f32
  return {test.ptr = "ret"}
}

// -----

// affine.for with a trip count zero: which of the inits and the yielded
// values reach the results and the body's arguments.
func.func @affine_trip_zero(%n: index) attributes {test.ptr = "func"} {
  %0 = memref.alloca() {test.ptr = "a"} : memref<i32>
  %1 = memref.alloca() {test.ptr = "b"} : memref<i32>
  %r = affine.for %i = 0 to 0 iter_args(%si = %0) -> (memref<i32>) {
    affine.yield %1 : memref<i32>
  } {test.ptr = "for"}
  return
}

// -----

// affine.for with a trip count one: which of the inits and the yielded
// values reach the results and the body's arguments.
func.func @affine_trip_one(%n: index) attributes {test.ptr = "func"} {
  %0 = memref.alloca() {test.ptr = "a"} : memref<i32>
  %1 = memref.alloca() {test.ptr = "b"} : memref<i32>
  %r = affine.for %i = 0 to 1 iter_args(%si = %0) -> (memref<i32>) {
    affine.yield %1 : memref<i32>
  } {test.ptr = "for"}
  return
}

// -----

// affine.for with a trip count two: which of the inits and the yielded
// values reach the results and the body's arguments.
func.func @affine_trip_two(%n: index) attributes {test.ptr = "func"} {
  %0 = memref.alloca() {test.ptr = "a"} : memref<i32>
  %1 = memref.alloca() {test.ptr = "b"} : memref<i32>
  %r = affine.for %i = 0 to 2 iter_args(%si = %0) -> (memref<i32>) {
    affine.yield %1 : memref<i32>
  } {test.ptr = "for"}
  return
}

// -----

// affine.for with a trip count unknown: which of the inits and the yielded
// values reach the results and the body's arguments.
func.func @affine_trip_unknown(%n: index) attributes {test.ptr = "func"} {
  %0 = memref.alloca() {test.ptr = "a"} : memref<i32>
  %1 = memref.alloca() {test.ptr = "b"} : memref<i32>
  %r = affine.for %i = 0 to %n iter_args(%si = %0) -> (memref<i32>) {
    affine.yield %1 : memref<i32>
  } {test.ptr = "for"}
  return
}
