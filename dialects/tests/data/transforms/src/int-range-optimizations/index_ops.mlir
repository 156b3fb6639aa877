// The index dialect's ops are inferred at 64 and at 32 bits.
func.func @index_ops(%x: index, %y: index) -> (i1, i1, i1, index, i1, i1, i64) {
  %c7 = index.constant 7
  %c8 = index.constant 8
  %c100 = index.constant 100
  %a = index.and %x, %c7
  %b = index.add %a, %c8
  %r0 = index.cmp ult(%b, %c100)
  %m = index.mul %a, %c8
  %r1 = index.cmp sle(%m, %c100)
  %d = index.divu %m, %c8
  %r2 = index.cmp ule(%d, %c7)
  %s = index.sizeof
  %sub = index.sub %s, %s
  %r3 = index.cmp uge(%s, %c8)
  %mx = index.maxs %y, %c100
  %r4 = index.cmp sgt(%mx, %c7)
  %sh = index.shl %a, %c8
  %r = index.remu %sh, %c8
  %r5 = index.cmp eq(%r, %c7)
  %t = index.bool.constant true
  %cast = index.castu %a : index to i64
  return %r0, %r1, %r2, %sub, %r4, %r5, %cast : i1, i1, i1, index, i1, i1, i64
}
