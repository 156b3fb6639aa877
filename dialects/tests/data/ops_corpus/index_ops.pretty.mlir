module {
  func.func @index_binary(%arg0: index, %arg1: index) -> index {
    %0 = index.add %arg0, %arg1
    %1 = index.sub %0, %arg1
    %2 = index.mul %1, %arg0
    %3 = index.divs %2, %arg1
    %4 = index.divu %3, %arg1
    %5 = index.ceildivs %4, %arg1
    %6 = index.ceildivu %5, %arg1
    %7 = index.floordivs %6, %arg1
    %8 = index.rems %7, %arg1
    %9 = index.remu %8, %arg1
    %10 = index.maxs %9, %arg1
    %11 = index.maxu %10, %arg1
    %12 = index.mins %11, %arg1
    %13 = index.minu %12, %arg1 {tag = 1 : i32}
    %14 = index.shl %13, %arg1
    %15 = index.shrs %14, %arg1
    %16 = index.shru %15, %arg1
    %17 = index.and %16, %arg1
    %18 = index.or %17, %arg1
    %19 = index.xor %18, %arg1
    return %19 : index
  }
  func.func @index_misc(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64) {
    %0 = index.casts %arg2 : i32 to index
    %1 = index.casts %arg0 : index to i64
    %2 = index.castu %arg3 : i64 to index
    %3 = index.castu %arg0 : index to i1
    %4 = index.cmp eq(%arg0, %arg1)
    %5 = index.cmp ne(%arg0, %arg1)
    %6 = index.cmp slt(%arg0, %arg1)
    %7 = index.cmp sle(%arg0, %arg1)
    %8 = index.cmp sgt(%arg0, %arg1)
    %9 = index.cmp sge(%arg0, %arg1)
    %10 = index.cmp ult(%arg0, %arg1)
    %11 = index.cmp ule(%arg0, %arg1)
    %12 = index.cmp ugt(%arg0, %arg1)
    %13 = index.cmp uge(%arg0, %arg1) {tag}
    %14 = index.sizeof
    %idx42 = index.constant 42
    %idx-7 = index.constant -7
    %idx0 = index.constant 0
    %idx42_0 = index.constant 42
    %true = index.bool.constant true
    %false = index.bool.constant false
    %idx9223372036854775807 = index.constant {tag} 9223372036854775807
    %15 = index.cmp ule(%arg0, %arg1)
    return
  }
}

