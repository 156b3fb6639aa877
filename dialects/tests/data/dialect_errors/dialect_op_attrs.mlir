// Discardable attributes named after a dialect are checked by that dialect
// (verifyOperationAttribute); memref memory spaces must be supported ones.
%0 = "x.src"() : () -> i32
%1 = arith.addi %0, %0 {bufferization.manual_deallocation} : i32
// -----
%0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
memref.dealloc %0 {bufferization.manual_deallocation} : memref<2xf32>
// -----
%0 = memref.alloc() {bufferization.escape = [true]} : memref<2xf32>
// -----
"x.op"() {bufferization.manual_deallocation} : () -> ()
// -----
"x.op"() {bufferization.manual_deallocation, bufferization.other = 1} : () -> ()
// -----
"x.op"() {other.attr = 1, arith.anything = 2} : () -> ()
// -----
func.func private @f(memref<2xi8, i8>)
// -----
func.func private @f(memref<*xi8, [1]>)
// -----
func.func private @f(memref<2xi8, "shared">)
// -----
func.func private @f(memref<2xi8, {a = 1}>)
// -----
func.func private @f(memref<2xi8, affine_map<(d0) -> (d0)>, 1 : i64>)
