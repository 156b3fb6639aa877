func.func private @callee(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1 : i32
  return %0 : i32
}
func.func @caller() -> i32 {
  %c5 = arith.constant 5 : i32
  %0 = func.call @callee(%c5) : (i32) -> i32
  %c2 = arith.constant 2 : i32
  %1 = arith.muli %0, %c2 : i32
  return %1 : i32
}
func.func @pub(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1 : i32
  return %0 : i32
}
func.func @caller2() -> i32 {
  %c5 = arith.constant 5 : i32
  %0 = func.call @pub(%c5) : (i32) -> i32
  return %0 : i32
}
func.func @br(%a: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb1(%c2 : i32)
^bb1(%x: i32):
  return %x : i32
}
func.func @pubc(%arg0: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func private @ext(i32) -> i32
func.func private @two(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func.func private @dead(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1 : i32
  %c3 = arith.constant 3 : i32
  %1 = arith.addi %c3, %c1 : i32
  return %1 : i32
}
func.func private @rec(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = func.call @rec(%c1) : (i32) -> i32
  return %c1 : i32
}
func.func @caller_many() -> (i32, i32, i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %0 = func.call @pubc(%c5) : (i32) -> i32
  %1 = func.call @ext(%c5) : (i32) -> i32
  %2 = func.call @two(%c5) : (i32) -> i32
  %3 = func.call @two(%c6) : (i32) -> i32
  %4 = func.call @rec(%c6) : (i32) -> i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}
func.func private @never_called(%arg0: i32) -> i1 {
  %c10 = arith.constant 10 : i32
  %x = arith.remui %arg0, %c10 : i32
  %cmp = arith.cmpi ult, %x, %c10 : i32
  return %cmp : i1
}
func.func private @referenced(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func.func @uses_symbol() -> i32 {
  %c3 = arith.constant 3 : i32
  %0 = func.call @referenced(%c3) : (i32) -> i32
  "foo.keep"() {f = @referenced} : () -> ()
  return %0 : i32
}
func.func private @bounded(%arg0: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %cmp = arith.cmpi ult, %arg0, %c10 : i32
  %r = arith.extui %cmp : i1 to i32
  return %r : i32
}
func.func @calls_bounded(%a: i1) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %v = arith.select %a, %c3, %c7 : i32
  %0 = func.call @bounded(%v) : (i32) -> i32
  %1 = func.call @bounded(%c7) : (i32) -> i32
  return %0, %1 : i32, i32
}
