"x.region"() ({
^bb0(%flag: i32, %a: i32, %c: i1, %t: tensor<*xf32>):
  cf.assert %c, "must hold"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%t : tensor<*xf32>)
^bb2:
  cf.cond_br %c weights([3, 1]), ^bb4, ^bb1(%flag : i32) {extra = 1 : i64}
^bb3(%y: tensor<*xf32>):
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    -1: ^bb1(%flag : i32),
    42: ^bb4,
    43: ^bb5(%a, %flag : i32, i32)
  ]
^bb4:
  cf.switch %a : i32, [
    default: ^bb4
  ]
^bb5(%p: i32, %q: i32):
  cf.br ^bb4
}) : () -> ()
