"foo.op"(%x, %y) : (i32, i32) -> ()
"foo.op"(%z) : (i32) -> ()
