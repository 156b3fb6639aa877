// CASE: every index op in custom form: binary arithmetic, shifts and bitwise ops, signed/unsigned casts to and from integers, cmp with every predicate, sizeof, constants (named %idxN, %true/%false)
func.func @index_binary(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %b
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %b
  %11 = index.maxu %10, %b
  %12 = index.mins %11, %b
  %13 = index.minu %12, %b {tag = 1 : i32}
  %14 = index.shl %13, %b
  %15 = index.shrs %14, %b
  %16 = index.shru %15, %b
  %17 = index.and %16, %b
  %18 = index.or %17, %b
  %19 = index.xor %18, %b
  return %19 : index
}

func.func @index_misc(%a: index, %b: index, %i: i32, %j: i64) {
  %0 = index.casts %i : i32 to index
  %1 = index.casts %a : index to i64
  %2 = index.castu %j : i64 to index
  %3 = index.castu %a : index to i1
  %4 = index.cmp eq(%a, %b)
  %5 = index.cmp ne(%a, %b)
  %6 = index.cmp slt(%a, %b)
  %7 = index.cmp sle(%a, %b)
  %8 = index.cmp sgt(%a, %b)
  %9 = index.cmp sge(%a, %b)
  %10 = index.cmp ult(%a, %b)
  %11 = index.cmp ule(%a, %b)
  %12 = index.cmp ugt(%a, %b)
  %13 = index.cmp uge(%a, %b) {tag}
  %14 = index.sizeof
  %15 = index.constant 42
  %16 = index.constant -7
  %17 = index.constant 0
  %18 = index.constant 42
  %19 = index.bool.constant true
  %20 = index.bool.constant false
  %21 = index.constant {tag} 9223372036854775807
  %22 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
  return
}
