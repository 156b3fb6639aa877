"foo.op"() {a = "a\qb"} : () -> ()
