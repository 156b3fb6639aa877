"foo.op"() {a = #lin-lg<x>} : () -> ()
