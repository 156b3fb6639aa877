func.func @f(%i: index, %j: index) -> i1 {
  %0 = index.cmp sge(%i, %j)
  return %0 : i1
}
