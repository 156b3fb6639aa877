#map = affine_map<(d0) -> (d0)>
"foo.op"() : () -> memref<*xf32, #map>
