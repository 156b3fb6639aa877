"foo.op"() ({
^bb0:
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()
