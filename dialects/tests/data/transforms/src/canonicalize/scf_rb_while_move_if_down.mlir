func.func @while_move_if_down() -> i32 {
  %defined_outside = "test.get_some_value0" () : () -> (i32)
  %0 = scf.while () : () -> (i32) {
    %used_value = "test.get_some_value1" () : () -> (i32)
    %used_by_subregion = "test.get_some_value2" () : () -> (i32)
    %else_value = "test.get_some_value3" () : () -> (i32)
    %condition = "test.condition"() : () -> i1
    %res = scf.if %condition -> (i32) {
      "test.use0" (%defined_outside) : (i32) -> ()
      "test.use1" (%used_value) : (i32) -> ()
      "tst.scope"() ({
        "test.use2" (%used_by_subregion) : (i32) -> ()
      }) : () -> ()
      %then_value = "test.get_some_value4" () : () -> (i32)
      scf.yield %then_value : i32
    } else {
      scf.yield %else_value : i32
    }
    scf.condition(%condition) %res : i32
  } do {
  ^bb0(%res_arg: i32):
    "test.use3" (%res_arg) : (i32) -> ()
    scf.yield
  }
  return %0 : i32
}

// The else branch has a body: the if stays.
func.func @while_keep_if(%a: i32) -> i32 {
  %0 = scf.while () : () -> (i32) {
    %v = "tst.value"() : () -> i32
    %c = "tst.condition"() : () -> i1
    %r = scf.if %c -> (i32) {
      %t = "tst.then"(%v) : (i32) -> i32
      scf.yield %t : i32
    } else {
      %e = "tst.else"(%a) : (i32) -> i32
      scf.yield %e : i32
    }
    scf.condition(%c) %r : i32
  } do {
  ^bb0(%x: i32):
    "tst.use"(%x) : (i32) -> ()
    scf.yield
  }
  return %0 : i32
}

// The if result is forwarded twice, next to a before argument.
func.func @while_move_if_down_twice(%init: i32) -> (i32, i32, i32) {
  %0:3 = scf.while (%arg = %init) : (i32) -> (i32, i32, i32) {
    %v = "tst.value"(%arg) : (i32) -> i32
    %c = "tst.condition"() : () -> i1
    %r = scf.if %c -> (i32) {
      %t = "tst.then"(%v, %arg) : (i32, i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %v : i32
    }
    scf.condition(%c) %r, %arg, %r : i32, i32, i32
  } do {
  ^bb0(%x: i32, %y: i32, %z: i32):
    "tst.use"(%x, %y, %z) : (i32, i32, i32) -> ()
    scf.yield %y : i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}
