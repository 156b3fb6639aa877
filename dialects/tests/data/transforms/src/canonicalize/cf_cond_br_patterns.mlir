// cf.cond_br's canonicalization patterns (ControlFlowOps.cpp), in upstream's
// order: constant conditions (also from index.bool.constant), pass-through
// destinations, identical successors (with selects), a branch on the same
// condition as the single predecessor's, and truth propagation.
func.func private @use(i1)
func.func private @use32(i32)
func.func @const_pred(%a: i32, %b: i32) -> i32 {
  %t = index.bool.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
func.func @pass_through(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  return %x : i32
}
func.func @identical_with_select(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  %s = arith.addi %x, %y : i32
  return %s : i32
}
func.func @same_condition(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  func.call @use32(%a) : (i32) -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  func.call @use32(%a) : (i32) -> ()
  return
^bb3:
  func.call @use32(%b) : (i32) -> ()
  return
^bb4:
  return
}
func.func @truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @use(%c) : (i1) -> ()
  return
^bb2:
  func.call @use(%c) : (i1) -> ()
  func.call @use(%c) : (i1) -> ()
  return
}
