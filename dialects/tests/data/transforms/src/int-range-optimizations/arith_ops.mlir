// Each function computes ranges through one family of arith ops and asks
// comparisons the ranges decide (folded to constants) or do not.
func.func @add_sub_mul(%x: i8, %y: i8) -> (i1, i1, i1, i1, i1, i1) {
  %c3 = arith.constant 3 : i8
  %c7 = arith.constant 7 : i8
  %c100 = arith.constant 100 : i8
  %a = arith.andi %x, %c7 : i8
  %b = arith.andi %y, %c3 : i8
  %s = arith.addi %a, %b : i8
  %d = arith.subi %a, %b : i8
  %m = arith.muli %a, %b : i8
  %r0 = arith.cmpi ule, %s, %c100 : i8
  %r1 = arith.cmpi sle, %d, %c7 : i8
  %r2 = arith.cmpi slt, %m, %c100 : i8
  %big = arith.addi %x, %c100 overflow<nsw> : i8
  %r3 = arith.cmpi sge, %big, %c3 : i8
  %sn = arith.subi %a, %c100 overflow<nuw> : i8
  %r4 = arith.cmpi eq, %sn, %c3 : i8
  %mn = arith.muli %a, %c100 overflow<nsw, nuw> : i8
  %r5 = arith.cmpi ult, %mn, %c3 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}
func.func @div_rem(%x: i32, %y: i32) -> (i1, i1, i1, i1, i1, i1, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c16 = arith.constant 16 : i32
  %cm8 = arith.constant -8 : i32
  %a = arith.andi %x, %c16 : i32
  %b = arith.ori %y, %c4 : i32
  %bb = arith.andi %b, %c4 : i32
  %q = arith.divui %a, %c4 : i32
  %r0 = arith.cmpi ule, %q, %c4 : i32
  %qs = arith.divsi %cm8, %c4 : i32
  %r1 = arith.cmpi slt, %qs, %c1 : i32
  %cu = arith.ceildivui %a, %c4 : i32
  %r2 = arith.cmpi ugt, %cu, %c16 : i32
  %cs = arith.ceildivsi %cm8, %bb : i32
  %r3 = arith.cmpi eq, %cs, %c1 : i32
  %fs = arith.floordivsi %cm8, %c16 : i32
  %r4 = arith.cmpi slt, %fs, %c1 : i32
  %ru = arith.remui %x, %c16 : i32
  %r5 = arith.cmpi ult, %ru, %c16 : i32
  %rs = arith.remsi %a, %c16 : i32
  %small = arith.andi %x, %c4 : i32
  %keep = arith.remui %small, %c16 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %rs, %keep : i1, i1, i1, i1, i1, i1, i32, i32
}
func.func @bits(%x: i16, %y: i16) -> (i1, i1, i1, i1, i1, i1, i1) {
  %c2 = arith.constant 2 : i16
  %c15 = arith.constant 15 : i16
  %c256 = arith.constant 256 : i16
  %a = arith.andi %x, %c15 : i16
  %o = arith.ori %a, %c256 : i16
  %r0 = arith.cmpi uge, %o, %c256 : i16
  %xo = arith.xori %a, %c15 : i16
  %r1 = arith.cmpi ule, %xo, %c15 : i16
  %sh = arith.shli %a, %c2 : i16
  %r2 = arith.cmpi ult, %sh, %c256 : i16
  %su = arith.shrui %y, %c15 : i16
  %r3 = arith.cmpi ule, %su, %c2 : i16
  %ss = arith.shrsi %y, %c15 : i16
  %r4 = arith.cmpi sle, %ss, %c2 : i16
  %mx = arith.maxui %y, %c256 : i16
  %r5 = arith.cmpi uge, %mx, %c256 : i16
  %mn = arith.minsi %y, %c2 : i16
  %r6 = arith.cmpi sgt, %mn, %c15 : i16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}
func.func @casts(%x: i8, %b: i1) -> (i1, i1, i1, i1, index, i1) {
  %c0 = arith.constant 0 : i32
  %c255 = arith.constant 255 : i32
  %cm = arith.constant -128 : i32
  %u = arith.extui %x : i8 to i32
  %r0 = arith.cmpi ule, %u, %c255 : i32
  %s = arith.extsi %x : i8 to i32
  %r1 = arith.cmpi sge, %s, %cm : i32
  %t = arith.trunci %u : i32 to i8
  %tx = arith.extui %t : i8 to i32
  %r2 = arith.cmpi uge, %tx, %c0 : i32
  %i = arith.index_cast %x : i8 to index
  %ci = arith.constant 200 : index
  %r3 = arith.cmpi slt, %i, %ci : index
  %e = arith.extui %b : i1 to i8
  %ie = arith.index_castui %e : i8 to index
  %k = arith.constant 5 : i8
  %kk = arith.index_cast %k : i8 to index
  %bi = arith.extui %b : i1 to i32
  %r4 = arith.cmpi ne, %bi, %c255 : i32
  return %r0, %r1, %r2, %r3, %kk, %r4 : i1, i1, i1, i1, index, i1
}
func.func @vectors(%v: vector<4xi32>) -> (vector<4xi1>, vector<4xi32>) {
  %mask = arith.constant dense<7> : vector<4xi32>
  %lim = arith.constant dense<8> : vector<4xi32>
  %a = arith.andi %v, %mask : vector<4xi32>
  %c = arith.cmpi ult, %a, %lim : vector<4xi32>
  %two = arith.constant dense<[2, 2, 2, 2]> : vector<4xi32>
  %z = arith.subi %two, %two : vector<4xi32>
  %s = arith.addi %z, %two : vector<4xi32>
  return %c, %s : vector<4xi1>, vector<4xi32>
}
