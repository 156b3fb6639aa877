"foo.op"() {a = affine_map(d0) -> (d0)>} : () -> ()
