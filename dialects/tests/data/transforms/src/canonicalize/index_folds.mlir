// index dialect folds and canonicalizations on constants that differ
// between 32- and 64-bit targets.
func.func @f0() -> index {
  %a = index.constant 33
  %b = index.constant -2
  %r = index.add %a, %b
  return %r : index
}

func.func @f4() -> index {
  %a = index.constant 63
  %b = index.constant 4294967296
  %r = index.add %a, %b
  return %r : index
}

func.func @f8() -> index {
  %a = index.constant 100
  %b = index.constant -1
  %r = index.add %a, %b
  return %r : index
}

func.func @f12(%x: index) -> (index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %r = index.add %x, %c0
  %s = index.add %x, %c1
  return %r, %s : index, index
}

func.func @f16() -> index {
  %a = index.constant 4294967296
  %b = index.constant 1
  %r = index.sub %a, %b
  return %r : index
}

func.func @f20() -> index {
  %a = index.constant -2147483648
  %b = index.constant -2
  %r = index.sub %a, %b
  return %r : index
}

func.func @f24() -> index {
  %a = index.constant 32
  %b = index.constant -2147483648
  %r = index.sub %a, %b
  return %r : index
}

func.func @f28() -> index {
  %a = index.constant 2
  %b = index.constant 4294967296
  %r = index.mul %a, %b
  return %r : index
}

func.func @f32() -> index {
  %a = index.constant 9223372036854775807
  %b = index.constant -1
  %r = index.mul %a, %b
  return %r : index
}

func.func @f36() -> index {
  %a = index.constant -2147483648
  %b = index.constant 100
  %r = index.mul %a, %b
  return %r : index
}

func.func @f40(%x: index) -> (index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %r = index.mul %x, %c0
  %s = index.mul %x, %c1
  return %r, %s : index, index
}

func.func @f44() -> index {
  %a = index.constant -1
  %b = index.constant 4294967296
  %r = index.divs %a, %b
  return %r : index
}

func.func @f48() -> index {
  %a = index.constant 32
  %b = index.constant 4294967301
  %r = index.divs %a, %b
  return %r : index
}

func.func @f52() -> index {
  %a = index.constant -2
  %b = index.constant 2147483647
  %r = index.divs %a, %b
  return %r : index
}

func.func @f56() -> index {
  %a = index.constant -1099511627776
  %b = index.constant -1
  %r = index.divu %a, %b
  return %r : index
}

func.func @f60() -> index {
  %a = index.constant 4294967301
  %b = index.constant 2147483647
  %r = index.divu %a, %b
  return %r : index
}

func.func @f64() -> index {
  %a = index.constant 9223372036854775807
  %b = index.constant -1099511627776
  %r = index.divu %a, %b
  return %r : index
}

func.func @f68(%x: index) -> (index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %r = index.divu %x, %c0
  %s = index.divu %x, %c1
  return %r, %s : index, index
}

func.func @f72() -> index {
  %a = index.constant 9223372036854775807
  %b = index.constant 64
  %r = index.ceildivs %a, %b
  return %r : index
}

func.func @f76() -> index {
  %a = index.constant 4294967301
  %b = index.constant 2
  %r = index.ceildivs %a, %b
  return %r : index
}

func.func @f80() -> index {
  %a = index.constant -7
  %b = index.constant 64
  %r = index.ceildivs %a, %b
  return %r : index
}

func.func @f84() -> index {
  %a = index.constant -1
  %b = index.constant 3
  %r = index.ceildivu %a, %b
  return %r : index
}

func.func @f88() -> index {
  %a = index.constant -2147483648
  %b = index.constant 31
  %r = index.ceildivu %a, %b
  return %r : index
}

func.func @f92() -> index {
  %a = index.constant -2
  %b = index.constant -1
  %r = index.ceildivu %a, %b
  return %r : index
}

func.func @f96(%x: index) -> (index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %r = index.ceildivu %x, %c0
  %s = index.ceildivu %x, %c1
  return %r, %s : index, index
}

func.func @f100() -> index {
  %a = index.constant 32
  %b = index.constant 0
  %r = index.floordivs %a, %b
  return %r : index
}

func.func @f104() -> index {
  %a = index.constant 33
  %b = index.constant -2
  %r = index.floordivs %a, %b
  return %r : index
}

func.func @f108() -> index {
  %a = index.constant 1
  %b = index.constant -100
  %r = index.floordivs %a, %b
  return %r : index
}

func.func @f112() -> index {
  %a = index.constant 64
  %b = index.constant 64
  %r = index.rems %a, %b
  return %r : index
}

func.func @f116() -> index {
  %a = index.constant 1
  %b = index.constant 7
  %r = index.rems %a, %b
  return %r : index
}

func.func @f120() -> index {
  %a = index.constant 4294967301
  %b = index.constant 1
  %r = index.rems %a, %b
  return %r : index
}

func.func @f124(%x: index) -> (index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %r = index.rems %x, %c0
  %s = index.rems %x, %c1
  return %r, %s : index, index
}

func.func @f128() -> index {
  %a = index.constant 7
  %b = index.constant 4294967301
  %r = index.remu %a, %b
  return %r : index
}

func.func @f132() -> index {
  %a = index.constant 63
  %b = index.constant 2147483647
  %r = index.remu %a, %b
  return %r : index
}

func.func @f136() -> index {
  %a = index.constant 32
  %b = index.constant -1
  %r = index.remu %a, %b
  return %r : index
}

func.func @f140() -> index {
  %a = index.constant -9223372036854775808
  %b = index.constant 33
  %r = index.maxs %a, %b
  return %r : index
}

func.func @f144() -> index {
  %a = index.constant 0
  %b = index.constant 7
  %r = index.maxs %a, %b
  return %r : index
}

func.func @f148() -> index {
  %a = index.constant 2147483648
  %b = index.constant 32
  %r = index.maxs %a, %b
  return %r : index
}

func.func @f152(%x: index) -> (index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %r = index.maxs %x, %c0
  %s = index.maxs %x, %c1
  return %r, %s : index, index
}

func.func @f156() -> index {
  %a = index.constant -2147483648
  %b = index.constant 2147483648
  %r = index.maxu %a, %b
  return %r : index
}

func.func @f160() -> index {
  %a = index.constant 64
  %b = index.constant -9223372036854775808
  %r = index.maxu %a, %b
  return %r : index
}

func.func @f164() -> index {
  %a = index.constant 0
  %b = index.constant 0
  %r = index.maxu %a, %b
  return %r : index
}

func.func @f168() -> index {
  %a = index.constant 31
  %b = index.constant 7
  %r = index.mins %a, %b
  return %r : index
}

func.func @f172() -> index {
  %a = index.constant 63
  %b = index.constant -1
  %r = index.mins %a, %b
  return %r : index
}

func.func @f176() -> index {
  %a = index.constant 7
  %b = index.constant 2147483647
  %r = index.mins %a, %b
  return %r : index
}

func.func @f180(%x: index) -> (index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %r = index.mins %x, %c0
  %s = index.mins %x, %c1
  return %r, %s : index, index
}

func.func @f184() -> index {
  %a = index.constant 64
  %b = index.constant 9223372036854775807
  %r = index.minu %a, %b
  return %r : index
}

func.func @f188() -> index {
  %a = index.constant -1
  %b = index.constant -9223372036854775808
  %r = index.minu %a, %b
  return %r : index
}

func.func @f192() -> index {
  %a = index.constant 3
  %b = index.constant 3
  %r = index.minu %a, %b
  return %r : index
}

func.func @f196() -> index {
  %a = index.constant -2
  %b = index.constant 4294967296
  %r = index.shl %a, %b
  return %r : index
}

func.func @f200() -> index {
  %a = index.constant -1099511627776
  %b = index.constant 63
  %r = index.shl %a, %b
  return %r : index
}

func.func @f204() -> index {
  %a = index.constant -9223372036854775808
  %b = index.constant 1099511627776
  %r = index.shl %a, %b
  return %r : index
}

func.func @f208(%x: index) -> (index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %r = index.shl %x, %c0
  %s = index.shl %x, %c1
  return %r, %s : index, index
}

func.func @f212() -> index {
  %a = index.constant 32
  %b = index.constant 2147483648
  %r = index.shrs %a, %b
  return %r : index
}

func.func @f216() -> index {
  %a = index.constant -2
  %b = index.constant 1
  %r = index.shrs %a, %b
  return %r : index
}

func.func @f220() -> index {
  %a = index.constant 100
  %b = index.constant 2147483648
  %r = index.shrs %a, %b
  return %r : index
}

func.func @f224() -> index {
  %a = index.constant -2
  %b = index.constant 2147483648
  %r = index.shru %a, %b
  return %r : index
}

func.func @f228() -> index {
  %a = index.constant -2
  %b = index.constant 3
  %r = index.shru %a, %b
  return %r : index
}

func.func @f232() -> index {
  %a = index.constant 1
  %b = index.constant 33
  %r = index.shru %a, %b
  return %r : index
}

func.func @f236(%x: index) -> (index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %r = index.shru %x, %c0
  %s = index.shru %x, %c1
  return %r, %s : index, index
}

func.func @f240() -> index {
  %a = index.constant 31
  %b = index.constant 1
  %r = index.and %a, %b
  return %r : index
}

func.func @f244() -> index {
  %a = index.constant -100
  %b = index.constant 33
  %r = index.and %a, %b
  return %r : index
}

func.func @f248() -> index {
  %a = index.constant 31
  %b = index.constant -100
  %r = index.and %a, %b
  return %r : index
}

func.func @f252() -> index {
  %a = index.constant 2147483647
  %b = index.constant 2147483648
  %r = index.or %a, %b
  return %r : index
}

func.func @f256() -> index {
  %a = index.constant -100
  %b = index.constant -2
  %r = index.or %a, %b
  return %r : index
}

func.func @f260() -> index {
  %a = index.constant -1099511627776
  %b = index.constant -7
  %r = index.or %a, %b
  return %r : index
}

func.func @f264(%x: index) -> (index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %r = index.or %x, %c0
  %s = index.or %x, %c1
  return %r, %s : index, index
}

func.func @f268() -> index {
  %a = index.constant 63
  %b = index.constant -2
  %r = index.xor %a, %b
  return %r : index
}

func.func @f272() -> index {
  %a = index.constant 64
  %b = index.constant 2147483647
  %r = index.xor %a, %b
  return %r : index
}

func.func @f276() -> index {
  %a = index.constant 2147483648
  %b = index.constant 64
  %r = index.xor %a, %b
  return %r : index
}

func.func @f280() -> i1 {
  %a = index.constant 7
  %b = index.constant 63
  %r = index.cmp eq(%a, %b)
  return %r : i1
}

func.func @f284() -> i1 {
  %a = index.constant -2147483648
  %b = index.constant -100
  %r = index.cmp eq(%a, %b)
  return %r : i1
}

func.func @f288(%x: index) -> (i1, i1) {
  %a = index.constant 4294967301
  %b = index.constant 32
  %m = index.mins %x, %a
  %r = index.cmp eq(%m, %b)
  %s = index.cmp eq(%x, %x)
  return %r, %s : i1, i1
}

func.func @f292() -> i1 {
  %a = index.constant 2
  %b = index.constant -1
  %r = index.cmp ne(%a, %b)
  return %r : i1
}

func.func @f296() -> i1 {
  %a = index.constant 100
  %b = index.constant -1099511627776
  %r = index.cmp ne(%a, %b)
  return %r : i1
}

func.func @f300(%x: index) -> (i1, i1) {
  %a = index.constant 2147483647
  %b = index.constant 9223372036854775807
  %m = index.minu %x, %a
  %r = index.cmp ne(%m, %b)
  %s = index.cmp ne(%x, %x)
  return %r, %s : i1, i1
}

func.func @f304() -> i1 {
  %a = index.constant 9223372036854775807
  %b = index.constant 3
  %r = index.cmp slt(%a, %b)
  return %r : i1
}

func.func @f308(%x: index) -> (i1, i1) {
  %a = index.constant 31
  %b = index.constant -1
  %m = index.maxs %x, %a
  %r = index.cmp slt(%m, %b)
  %s = index.cmp slt(%x, %x)
  return %r, %s : i1, i1
}

func.func @f312(%x: index, %y: index) -> (i1, i1) {
  %z = index.constant 0
  %d = index.sub %x, %y
  %r = index.cmp slt(%d, %z)
  %s = index.cmp slt(%z, %d)
  return %r, %s : i1, i1
}

func.func @f316() -> i1 {
  %a = index.constant -2
  %b = index.constant 1
  %r = index.cmp sle(%a, %b)
  return %r : i1
}

func.func @f320(%x: index) -> (i1, i1) {
  %a = index.constant 1
  %b = index.constant 3
  %m = index.maxu %x, %a
  %r = index.cmp sle(%m, %b)
  %s = index.cmp sle(%x, %x)
  return %r, %s : i1, i1
}

func.func @f324() -> i1 {
  %a = index.constant 2147483648
  %b = index.constant 7
  %r = index.cmp sgt(%a, %b)
  return %r : i1
}

func.func @f328() -> i1 {
  %a = index.constant 63
  %b = index.constant 0
  %r = index.cmp sgt(%a, %b)
  return %r : i1
}

func.func @f332(%x: index) -> (i1, i1) {
  %a = index.constant -2147483648
  %b = index.constant 7
  %m = index.mins %x, %a
  %r = index.cmp sgt(%m, %b)
  %s = index.cmp sgt(%x, %x)
  return %r, %s : i1, i1
}

func.func @f336() -> i1 {
  %a = index.constant 2
  %b = index.constant -1099511627776
  %r = index.cmp sge(%a, %b)
  return %r : i1
}

func.func @f340() -> i1 {
  %a = index.constant 2147483648
  %b = index.constant 32
  %r = index.cmp sge(%a, %b)
  return %r : i1
}

func.func @f344(%x: index) -> (i1, i1) {
  %a = index.constant -9223372036854775808
  %b = index.constant 1099511627776
  %m = index.minu %x, %a
  %r = index.cmp sge(%m, %b)
  %s = index.cmp sge(%x, %x)
  return %r, %s : i1, i1
}

func.func @f348() -> i1 {
  %a = index.constant -2
  %b = index.constant 0
  %r = index.cmp ult(%a, %b)
  return %r : i1
}

func.func @f352(%x: index) -> (i1, i1) {
  %a = index.constant 1
  %b = index.constant -1
  %m = index.maxs %x, %a
  %r = index.cmp ult(%m, %b)
  %s = index.cmp ult(%x, %x)
  return %r, %s : i1, i1
}

func.func @f356(%x: index, %y: index) -> (i1, i1) {
  %z = index.constant 0
  %d = index.sub %x, %y
  %r = index.cmp ult(%d, %z)
  %s = index.cmp ult(%z, %d)
  return %r, %s : i1, i1
}

func.func @f360() -> i1 {
  %a = index.constant 3
  %b = index.constant 31
  %r = index.cmp ule(%a, %b)
  return %r : i1
}

func.func @f364(%x: index) -> (i1, i1) {
  %a = index.constant 33
  %b = index.constant -7
  %m = index.maxu %x, %a
  %r = index.cmp ule(%m, %b)
  %s = index.cmp ule(%x, %x)
  return %r, %s : i1, i1
}

func.func @f368() -> i1 {
  %a = index.constant 3
  %b = index.constant 0
  %r = index.cmp ugt(%a, %b)
  return %r : i1
}

func.func @f372() -> i1 {
  %a = index.constant 1099511627776
  %b = index.constant 7
  %r = index.cmp ugt(%a, %b)
  return %r : i1
}

func.func @f376(%x: index) -> (i1, i1) {
  %a = index.constant -2
  %b = index.constant 64
  %m = index.mins %x, %a
  %r = index.cmp ugt(%m, %b)
  %s = index.cmp ugt(%x, %x)
  return %r, %s : i1, i1
}

func.func @f380() -> i1 {
  %a = index.constant 32
  %b = index.constant 32
  %r = index.cmp uge(%a, %b)
  return %r : i1
}

func.func @f384() -> i1 {
  %a = index.constant -1099511627776
  %b = index.constant 9223372036854775807
  %r = index.cmp uge(%a, %b)
  return %r : i1
}

func.func @f388(%x: index) -> (i1, i1) {
  %a = index.constant 32
  %b = index.constant -9223372036854775808
  %m = index.minu %x, %a
  %r = index.cmp uge(%m, %b)
  %s = index.cmp uge(%x, %x)
  return %r, %s : i1, i1
}

func.func @f392() -> (index, index) {
  %a = arith.constant 5 : i8
  %r = index.casts %a : i8 to index
  %s = index.castu %a : i8 to index
  return %r, %s : index, index
}

func.func @f396() -> (index, index) {
  %a = arith.constant 0 : i8
  %r = index.casts %a : i8 to index
  %s = index.castu %a : i8 to index
  return %r, %s : index, index
}

func.func @f400() -> (index, index) {
  %a = arith.constant 0 : i8
  %r = index.casts %a : i8 to index
  %s = index.castu %a : i8 to index
  return %r, %s : index, index
}

func.func @f404() -> (index, index) {
  %a = arith.constant 0 : i32
  %r = index.casts %a : i32 to index
  %s = index.castu %a : i32 to index
  return %r, %s : index, index
}

func.func @f408() -> (index, index) {
  %a = arith.constant -5 : i32
  %r = index.casts %a : i32 to index
  %s = index.castu %a : i32 to index
  return %r, %s : index, index
}

func.func @f412() -> (index, index) {
  %a = arith.constant 1 : i32
  %r = index.casts %a : i32 to index
  %s = index.castu %a : i32 to index
  return %r, %s : index, index
}

func.func @f416() -> (index, index) {
  %a = arith.constant 300 : i32
  %r = index.casts %a : i32 to index
  %s = index.castu %a : i32 to index
  return %r, %s : index, index
}

func.func @f420() -> (index, index) {
  %a = arith.constant 5 : i64
  %r = index.casts %a : i64 to index
  %s = index.castu %a : i64 to index
  return %r, %s : index, index
}

func.func @f424() -> (index, index) {
  %a = arith.constant 2147483648 : i64
  %r = index.casts %a : i64 to index
  %s = index.castu %a : i64 to index
  return %r, %s : index, index
}

func.func @f428() -> (index, index) {
  %a = arith.constant -1099511627776 : i64
  %r = index.casts %a : i64 to index
  %s = index.castu %a : i64 to index
  return %r, %s : index, index
}

func.func @f432() -> (index, index) {
  %a = arith.constant 0 : i16
  %r = index.casts %a : i16 to index
  %s = index.castu %a : i16 to index
  return %r, %s : index, index
}

func.func @f436() -> (index, index) {
  %a = arith.constant -5 : i16
  %r = index.casts %a : i16 to index
  %s = index.castu %a : i16 to index
  return %r, %s : index, index
}

func.func @f440() -> (index, index) {
  %a = arith.constant 1 : i16
  %r = index.casts %a : i16 to index
  %s = index.castu %a : i16 to index
  return %r, %s : index, index
}

func.func @f444() -> (index, index) {
  %a = arith.constant 300 : i16
  %r = index.casts %a : i16 to index
  %s = index.castu %a : i16 to index
  return %r, %s : index, index
}

func.func @f448() -> (index, index) {
  %a = arith.constant 5 : i48
  %r = index.casts %a : i48 to index
  %s = index.castu %a : i48 to index
  return %r, %s : index, index
}

func.func @f452() -> (index, index) {
  %a = arith.constant 2147483648 : i48
  %r = index.casts %a : i48 to index
  %s = index.castu %a : i48 to index
  return %r, %s : index, index
}

func.func @f456() -> (index, index) {
  %a = arith.constant -1099511627776 : i48
  %r = index.casts %a : i48 to index
  %s = index.castu %a : i48 to index
  return %r, %s : index, index
}

func.func @f460() -> (index, index) {
  %a = arith.constant 0 : i128
  %r = index.casts %a : i128 to index
  %s = index.castu %a : i128 to index
  return %r, %s : index, index
}

func.func @f464() -> (index, index) {
  %a = arith.constant -5 : i128
  %r = index.casts %a : i128 to index
  %s = index.castu %a : i128 to index
  return %r, %s : index, index
}

func.func @f468() -> (index, index) {
  %a = arith.constant 4294967297 : i128
  %r = index.casts %a : i128 to index
  %s = index.castu %a : i128 to index
  return %r, %s : index, index
}

func.func @f472() -> (index, index) {
  %a = arith.constant 300 : i128
  %r = index.casts %a : i128 to index
  %s = index.castu %a : i128 to index
  return %r, %s : index, index
}
