"foo.op"() : i32 $
