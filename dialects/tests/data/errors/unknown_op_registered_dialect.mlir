"arith.foo"() : () -> ()
