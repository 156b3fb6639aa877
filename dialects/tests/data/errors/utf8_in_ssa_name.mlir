%aÿ = "foo.op"() : () -> i32
