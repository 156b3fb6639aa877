// Block merging and redundant argument dropping through cf.switch (its
// case operands are a VariadicOfVariadic group) and in regions nested in
// ops (scf.execute_region bodies and unregistered ops' regions).

func.func private @use(i32)

func.func @switch_merge(%flag : i32, %a : i32, %b : i32, %c : i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3(%c : i32),
    2: ^bb3(%a : i32)
  ]
^bb1:
  func.call @use(%a) : (i32) -> ()
  "foo.exit"() : () -> ()
^bb2:
  func.call @use(%b) : (i32) -> ()
  "foo.exit"() : () -> ()
^bb3(%x : i32):
  func.call @use(%x) : (i32) -> ()
  "foo.exit"() : () -> ()
}

func.func @switch_redundant(%flag : i32, %a : i32, %b : i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a, %b : i32, i32),
    0: ^bb1(%a, %a : i32, i32),
    1: ^bb2
  ]
^bb1(%x : i32, %y : i32):
  func.call @use(%x) : (i32) -> ()
  func.call @use(%y) : (i32) -> ()
  "foo.exit"() : () -> ()
^bb2:
  "foo.exit"() : () -> ()
}

func.func @nested(%cond : i1, %a : i32, %b : i32) -> i32 {
  %r = scf.execute_region -> i32 {
    "foo.side"() : () -> ()
    cf.cond_br %cond, ^bb1, ^bb2
  ^bb1:
    "foo.side"() : () -> ()
    scf.yield %a : i32
  ^bb2:
    "foo.side"() : () -> ()
    scf.yield %b : i32
  }
  "foo.region"() ({
    "foo.side"() : () -> ()
    "foo.br"() [^bb1, ^bb2] : () -> ()
  ^bb1:
    "foo.end"() : () -> ()
  ^bb2:
    "foo.end"() : () -> ()
  }) : () -> ()
  return %r : i32
}

func.func @chain(%cond : i1, %a : i32) {
  cf.cond_br %cond, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x : i32):
  "foo.side"(%x) : (i32) -> ()
  cf.br ^bb3(%x, %a : i32, i32)
^bb2(%y : i32):
  "foo.other"(%y) : (i32) -> ()
  cf.br ^bb3(%a, %y : i32, i32)
^bb3(%p : i32, %q : i32):
  "foo.side"(%p, %q) : (i32, i32) -> ()
  "foo.exit"() : () -> ()
}
