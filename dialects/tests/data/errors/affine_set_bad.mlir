#set = affine_set<(d0) : (d0 >= )>
