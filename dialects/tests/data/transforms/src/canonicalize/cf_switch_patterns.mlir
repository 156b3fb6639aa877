// cf.switch canonicalization patterns (ControlFlowOps.cpp): only a default,
// cases that match the default, a constant flag, pass-through destinations,
// and switches on the flag of the single predecessor's switch.
func.func private @use(i32)
func.func @only_default(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}
func.func @drop_and_pass(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2,
    44: ^bb3
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
^bb2:
  cf.br ^bb1(%b : i32)
^bb3:
  func.call @use(%b) : (i32) -> ()
  return
}
func.func @const(%a: i32, %b: i32) {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    43: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  func.call @use(%x) : (i32) -> ()
  return
}
func.func @same_cond(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb5
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4,
    44: ^bb5
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  func.call @use(%a) : (i32) -> ()
  return
^bb4:
  func.call @use(%b) : (i32) -> ()
  return
^bb5:
  return
}
