#map = affine_map<(d0) -> (d1)>
