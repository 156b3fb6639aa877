// One case per declarative arith canonicalization (canonicalization.ods,
// upstream's ArithCanonicalization.td), with distinct locations so that
// the fused locations of the created ops are checked too.
func.func @reassoc(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32 loc("c3")
  %c5 = arith.constant 5 : i32 loc("c5")
  %a0 = arith.addi %x, %c3 overflow<nsw, nuw> : i32 loc("a0")
  %r0 = arith.addi %a0, %c5 overflow<nsw> : i32 loc("r0")
  %s1 = arith.subi %x, %c3 : i32 loc("s1")
  %r1 = arith.addi %s1, %c5 : i32 loc("r1")
  %s2 = arith.subi %c3, %x overflow<nuw> : i32 loc("s2")
  %r2 = arith.addi %s2, %c5 overflow<nuw> : i32 loc("r2")
  %m3 = arith.muli %x, %c3 : i32 loc("m3")
  %r3 = arith.muli %m3, %c5 : i32 loc("r3")
  %a4 = arith.addi %x, %c3 overflow<nsw> : i32 loc("a4")
  %r4 = arith.subi %a4, %c5 overflow<nsw> : i32 loc("r4")
  %a5 = arith.addi %x, %c3 : i32 loc("a5")
  %r5 = arith.subi %c5, %a5 : i32 loc("r5")
  %s6 = arith.subi %x, %c3 : i32 loc("s6")
  %r6 = arith.subi %s6, %c5 : i32 loc("r6")
  %s7 = arith.subi %c3, %x : i32 loc("s7")
  %r7 = arith.subi %s7, %c5 : i32 loc("r7")
  %s8 = arith.subi %x, %c3 : i32 loc("s8")
  %r8 = arith.subi %c5, %s8 : i32 loc("r8")
  %s9 = arith.subi %c3, %x : i32 loc("s9")
  %r9 = arith.subi %c5, %s9 : i32 loc("r9")
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @neg_one_and_subsub(%x: i64, %y: i64, %v: vector<4xi8>, %w: vector<4xi8>) -> (i64, i64, i64, vector<4xi8>) {
  %m1 = arith.constant -1 : i64 loc("m1")
  %mul0 = arith.muli %y, %m1 : i64 loc("mul0")
  %r0 = arith.addi %x, %mul0 : i64 loc("r0")
  %mul1 = arith.muli %x, %m1 : i64 loc("mul1")
  %r1 = arith.addi %mul1, %y overflow<nsw> : i64 loc("r1")
  %s2 = arith.subi %x, %y overflow<nsw, nuw> : i64 loc("s2")
  %r2 = arith.subi %s2, %x overflow<nsw> : i64 loc("r2")
  %vm1 = arith.constant dense<-1> : vector<4xi8> loc("vm1")
  %vmul = arith.muli %w, %vm1 : vector<4xi8> loc("vmul")
  %r3 = arith.addi %v, %vmul : vector<4xi8> loc("r3")
  return %r0, %r1, %r2, %r3 : i64, i64, i64, vector<4xi8>
}

func.func @logic_of_ext(%a: i8, %b: i8, %c: i16) -> (i32, i32, i32, i32, i32, i32, i1, i1, i1, i32) {
  %ua = arith.extui %a : i8 to i32 loc("ua")
  %ub = arith.extui %b : i8 to i32 loc("ub")
  %sa = arith.extsi %a : i8 to i32 loc("sa")
  %sb = arith.extsi %b : i8 to i32 loc("sb")
  %sc = arith.extsi %c : i16 to i32 loc("sc")
  %r0 = arith.xori %ua, %ub : i32 loc("r0")
  %r1 = arith.xori %sa, %sb : i32 loc("r1")
  %r2 = arith.andi %ua, %ub : i32 loc("r2")
  %r3 = arith.andi %sa, %sb : i32 loc("r3")
  %r4 = arith.ori %ua, %ub : i32 loc("r4")
  %r5 = arith.ori %sa, %sb : i32 loc("r5")
  %r6 = arith.cmpi eq, %sa, %sb : i32 loc("r6")
  %r7 = arith.cmpi ne, %ua, %ub : i32 loc("r7")
  %r8 = arith.cmpi slt, %sa, %sb : i32 loc("r8")
  %r9 = arith.ori %sa, %sc : i32 loc("r9")
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : i32, i32, i32, i32, i32, i32, i1, i1, i1, i32
}

func.func @not_cmpi_and_selects(%p: i1, %q: i1, %x: i32, %y: i32, %z: i32) -> (i1, i32, i32, i32, i1) {
  %true = arith.constant true loc("true")
  %false = arith.constant false loc("false")
  %cmp = arith.cmpi ult, %x, %y : i32 loc("cmp")
  %r0 = arith.xori %cmp, %true : i1 loc("r0")
  %in1 = arith.select %p, %x, %y : i32 loc("in1")
  %r1 = arith.select %p, %in1, %z : i32 loc("r1")
  %in2 = arith.select %p, %x, %y : i32 loc("in2")
  %r2 = arith.select %p, %z, %in2 : i32 loc("r2")
  %not = arith.xori %q, %true : i1 loc("not")
  %r3 = arith.select %not, %x, %z : i32 loc("r3")
  %r4 = arith.select %q, %false, %true : i1 loc("r4")
  return %r0, %r1, %r2, %r3, %r4 : i1, i32, i32, i32, i1
}

func.func @casts(%i: index, %a: i32, %b: i8, %f: f32, %h: i16) -> (index, index, index, index, f32, i64, i16, i16, i8, f16, f16) {
  %ic = arith.index_cast %i : index to i32 loc("ic")
  %r0 = arith.index_cast %ic : i32 to index loc("r0")
  %e1 = arith.extsi %a : i32 to i64 loc("e1")
  %r1 = arith.index_cast %e1 : i64 to index loc("r1")
  %icu = arith.index_castui %i : index to i32 loc("icu")
  %r2 = arith.index_castui %icu : i32 to index loc("r2")
  %u3 = arith.extui %a : i32 to i64 loc("u3")
  %r3 = arith.index_castui %u3 : i64 to index loc("r3")
  %bc = arith.bitcast %f : f32 to i32 loc("bc")
  %r4 = arith.bitcast %bc : i32 to f32 loc("r4")
  %u5 = arith.extui %b : i8 to i32 loc("u5")
  %r5 = arith.extsi %u5 : i32 to i64 loc("r5")
  %s6 = arith.extsi %b : i8 to i64 loc("s6")
  %r6 = arith.trunci %s6 : i64 to i16 loc("r6")
  %u7 = arith.extui %b : i8 to i64 loc("u7")
  %r7 = arith.trunci %u7 overflow<nuw> : i64 to i16 loc("r7")
  %c24 = arith.constant 24 : i32 loc("c24")
  %sh = arith.shrsi %a, %c24 : i32 loc("sh")
  %r8 = arith.trunci %sh overflow<nsw> : i32 to i8 loc("r8")
  %fp9 = arith.sitofp %h : i16 to f32 loc("fp9")
  %r9 = arith.truncf %fp9 : f32 to f16 loc("r9")
  %fp10 = arith.uitofp %h : i16 to f32 loc("fp10")
  %r10 = arith.truncf %fp10 to_nearest_even : f32 to f16 loc("r10")
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : index, index, index, index, f32, i64, i16, i16, i8, f16, f16
}

func.func @floats_and_extended(%x: f32, %y: f32, %a: i32, %b: i32) -> (f32, f32, i32, i32, i32, i32, i32) {
  %nx = arith.negf %x : f32 loc("nx")
  %ny = arith.negf %y : f32 loc("ny")
  %r0 = arith.mulf %nx, %ny fastmath<fast> : f32 loc("r0")
  %r1 = arith.divf %nx, %ny : f32 loc("r1")
  %sum, %ovf = arith.addui_extended %a, %b : i32, i1 loc("add")
  %lo, %hi = arith.mulsi_extended %a, %b : i32 loc("muls")
  %lo2, %hi2 = arith.mului_extended %a, %b : i32 loc("mulu")
  %one = arith.constant 1 : i32 loc("one")
  %lo3, %hi3 = arith.mulsi_extended %a, %one : i32 loc("mulone")
  return %r0, %r1, %sum, %lo, %lo2, %lo3, %hi3 : f32, f32, i32, i32, i32, i32, i32
}
