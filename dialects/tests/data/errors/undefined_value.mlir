"foo.op"(%x) : (i32) -> ()
