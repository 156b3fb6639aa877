// Upstream's mlir/test/Dialect/Index/int-range-inference.mlir (its inputs),
// run with --int-range-optimizations --canonicalize: index ops inferred at
// 32 and 64 bits.

func.func @add_same_for_both(%arg0 : index) -> i1 {
  %c1 = index.constant 1
  %calmostBig = index.constant 0xfffffffe
  %0 = index.minu %arg0, %calmostBig
  %1 = index.add %0, %c1
  %2 = index.cmp uge(%1, %c1)
  func.return %2 : i1
}

func.func @add_unsigned_ov(%arg0 : index) -> i1 {
  %c1 = index.constant 1
  %cu32_max = index.constant 0xffffffff
  %0 = index.minu %arg0, %cu32_max
  %1 = index.add %0, %c1
  %2 = index.cmp uge(%1, %c1)
  func.return %2 : i1
}

func.func @add_signed_ov(%arg0 : index) -> i1 {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %ci32_max = index.constant 0x7fffffff
  %0 = index.minu %arg0, %ci32_max
  %1 = index.add %0, %c1
  %2 = index.cmp sge(%1, %c0)
  func.return %2 : i1
}

func.func @add_big(%arg0 : index) -> i1 {
  %c1 = index.constant 1
  %cmin = index.constant 0x300000000
  %cmax = index.constant 0x30000ffff
  %0 = index.maxu %arg0, %cmin
  %1 = index.minu %0, %cmax
  %2 = index.add %1, %c1
  %3 = index.cmp uge(%1, %cmin)
  func.return %3 : i1
}

func.func @ceildivs_intmin_dividend(%arg0 : index) -> i1 {
  %c0 = index.constant 0
  %c7 = index.constant 7
  %cmin = index.constant -2147483648
  %cmax = index.constant -2147483393
  %0 = index.maxs %arg0, %cmin
  %1 = index.mins %0, %cmax
  %2 = index.ceildivs %1, %c7
  %3 = index.cmp slt(%2, %c0)
  func.return %3 : i1
}
