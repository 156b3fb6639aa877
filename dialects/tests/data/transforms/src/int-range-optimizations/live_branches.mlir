// Branches on constants make one successor live. A condition whose range is
// one value but that constant propagation does not fold decides nothing here;
// upstream's solver decides on it or not depending on the order it visits the
// whole module in (the cases below it leaves undecided). The side-effecting
// `foo` ops keep the greedy driver from merging the branches' blocks.
func.func @cond_br_constant(%a: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%c2 : i32)
^bb1(%x: i32):
  "foo.in_bb1"() : () -> ()
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  "foo.in_bb2"() : () -> ()
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @cond_br_folded_false(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %cmp = arith.cmpi ugt, %c1, %c2 : i32
  cf.cond_br %cmp, ^bb1, ^bb2
^bb1:
  "foo.in_bb1"() : () -> ()
  cf.br ^bb3(%c1 : i32)
^bb2:
  "foo.in_bb2"() : () -> ()
  cf.br ^bb3(%c2 : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @switch_constant(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  cf.switch %c2 : i32, [ default: ^bb1(%c1 : i32), 1: ^bb1(%c2 : i32), 2: ^bb2(%c3 : i32) ]
^bb1(%x1: i32):
  "foo.in_bb1"() : () -> ()
  cf.br ^bb3(%x1 : i32)
^bb2(%y: i32):
  "foo.in_bb2"() : () -> ()
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @switch_default(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c9 = arith.constant 9 : i32
  cf.switch %c9 : i32, [ default: ^bb1(%c1 : i32), 1: ^bb2(%c2 : i32) ]
^bb1(%x1: i32):
  "foo.in_bb1"() : () -> ()
  cf.br ^bb3(%x1 : i32)
^bb2(%y: i32):
  "foo.in_bb2"() : () -> ()
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @cond_br_unknown(%a: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %a, ^bb1, ^bb2
^bb1:
  "foo.in_bb1"() : () -> ()
  cf.br ^bb3(%c1 : i32)
^bb2:
  "foo.in_bb2"() : () -> ()
  cf.br ^bb3(%c2 : i32)
^bb3(%z: i32):
  return %z : i32
}
func.func @in_region_folded(%a: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.execute_region -> i32 {
    %cmp = arith.cmpi ult, %c1, %c10 : i32
    cf.cond_br %cmp, ^bb1, ^bb2
  ^bb1:
    "foo.in_bb1"() : () -> ()
    scf.yield %c1 : i32
  ^bb2:
    "foo.in_bb2"() : () -> ()
    scf.yield %c2 : i32
  }
  return %r : i32
}
func.func @in_region_bounded(%a: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.execute_region -> i32 {
    %x = arith.remui %a, %c10 : i32
    %cmp = arith.cmpi ult, %x, %c10 : i32
    cf.cond_br %cmp, ^bb1, ^bb2
  ^bb1:
    "foo.in_bb1"() : () -> ()
    scf.yield %c1 : i32
  ^bb2:
    "foo.in_bb2"() : () -> ()
    scf.yield %c2 : i32
  }
  return %r : i32
}
func.func @if_bounded(%a: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.remui %a, %c10 : i32
  %cmp = arith.cmpi ult, %x, %c10 : i32
  %r = scf.if %cmp -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c2 : i32
  }
  return %r : i32
}
