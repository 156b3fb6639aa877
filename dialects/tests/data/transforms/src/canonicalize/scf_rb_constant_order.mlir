// Seed 4655 of differential_dialects.rs (RODS_DIALECT_DIFF_BASE=1): before the generic
// region-branch patterns, ForOpIterArgsFolder rebuilt the scf.for and the index
// constant the folder creates later landed after the arith one (MLIR 22 edits in place).
func.func @f2(%a0: index, %a1: vector<4xi1>, %a2: i1, %a3: i64) -> (index, index) {
  %v94 = arith.constant -0.000000e+00 : f16
  %v93 = math.tanh %v94 : f16
  %v95 = arith.constant true
  %v96 = arith.select %v95, %a0, %a0 : index
  scf.if %a2 {
    %v97 = arith.constant 2 : i16
    %v98 = arith.remui %v97, %v97 : i16
    scf.yield
  }
  %v99 = arith.cmpi sle, %v96, %v96 : index
  %v100 = arith.constant true
  %v101 = arith.constant true
  %v102 = arith.andi %v100, %v101 : i1
  %v103 = arith.subi %v96, %v96 overflow<nsw> : index
  %v104 = index.maxu %v103, %v96
  %v106 = arith.constant 1.000000e+00 : f32
  %v105 = math.absf %v106 : f32
  %v107 = arith.ceildivui %a3, %a3 : i64
  %v108 = arith.constant -0.000000e+00 : f64
  %v109 = arith.addf %v108, %v108 fastmath<fast> : f64
  %v110 = arith.cmpi sgt, %v104, %a0 : index
  %v111 = arith.constant false
  %v112 = arith.constant true
  %v113 = arith.shrui %v111, %v112 : i1
  %v115 = arith.constant dense<[1, 2, 0, -1]> : vector<4xi32>
  %v114 = math.cttz %v115 : vector<4xi32>
  %v116 = arith.constant 0 : i32
  %v117 = arith.muli %v116, %v116 overflow<nsw, nuw> : i32
  %v119 = arith.constant 9223372036854775807 : index
  %v118 = index.mul %v119, %v103
  %v120 = arith.constant -9223372036854775808 : index
  %v121 = arith.constant 3 : index
  %v122 = arith.constant -9223372036854775808 : i64
  %v123, %v124 = scf.for %v125 = %v104 to %v120 step %v121 iter_args(%v126 = %v122, %v127 = %v106) -> (i64, f32) {
    scf.yield %v107, %v106 : i64, f32
  }
  %v128 = arith.fptoui %v124 : f32 to i1
  %v129 = arith.fptoui %v108 : f64 to i32
  return %v119, %v118 : index, index
}
