#a = 1
"foo.op"() : () -> () loc(#a)
