"foo.op"() ({
^bb0(%a: i32, %a: i32):
  "foo.yield"() : () -> ()
}) : () -> ()
