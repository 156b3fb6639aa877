// builtin.module's property conversion and count traits before its region
// checks; argument names with result numbers; region entry arguments that
// are already in use; custom parsers' keyword and symbol-name errors.
%0 = "builtin.module"() ({
}) : () -> i32
// -----
"builtin.module"() <{sym_name = 3}> ({
}) : () -> ()
// -----
"builtin.module"() ({
  "builtin.module"() <{sym_name = "a", sym_visibility = 3}> ({
  ^bb0(%a: i32):
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
}) {sym_name = 3} : () -> ()
// -----
func.func @f(%a#0: i32) {
  return
}
// -----
func.func @f(%a: index) {
  scf.for %i#1 = %a to %a step %a {
  }
  return
}
// -----
func.func @f(%a: index, %b: f32) {
  %r = scf.for %i = %a to %a step %a iter_args(%s#1 = %b) -> (f32) {
    scf.yield %b : f32
  }
  return
}
// -----
func.func @g(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.map ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) (%x#1: f32) {
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @f(%a: index) {
  %i = arith.constant 0 : index
  scf.for %i = %a to %a step %a {
  }
  return
}
// -----
func.func @f(%a: index, %b: f32) {
  %r = scf.for %i = %a to %a step %a iter_args(%a = %b) -> (f32) {
    scf.yield %a : f32
  }
  return
}
// -----
memref.global "private" "public" @foo : memref<2x3xf32>
// -----
func.func @f(%a: i32) {
  cf.switch %a : i32, [
    4: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%a: index) {
  affine.parallel (%i) = (0) too (10) {
  }
  return
}
