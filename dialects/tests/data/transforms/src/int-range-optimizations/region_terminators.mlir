// A region terminator's constant operands pick its successors
// (scf.condition), scf.forall's static and mixed bounds bound its induction
// variables (scf.parallel's too), and a callee returns only through
// ReturnLike terminators.

func.func @while_false(%n: index) -> index {
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    scf.condition(%false) %i : index
  } do {
  ^bb0(%j: index):
    %k = arith.addi %j, %n : index
    scf.yield %k : index
  }
  return %r : index
}

func.func @while_true(%n: index) -> (index, index) {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    "test.use"(%i) : (index) -> ()
    scf.condition(%true) %i : index
  } do {
  ^bb0(%j: index):
    %c5 = arith.constant 5 : index
    %le = arith.cmpi ule, %j, %c5 : index
    "test.use"(%le) : (i1) -> ()
    scf.yield %c5 : index
  }
  return %r, %n : index, index
}

func.func @while_computed_condition(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %lt = arith.cmpi ult, %c0, %c1 : index
    scf.condition(%lt) %i : index
  } do {
  ^bb0(%j: index):
    %c2 = arith.constant 2 : index
    scf.yield %c2 : index
  }
  return %r : index
}

func.func @forall_static(%m: memref<8x16xi1>) {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.forall (%i, %j) in (8, 16) {
    %a = arith.cmpi slt, %i, %c8 : index
    %b = arith.cmpi ult, %j, %c16 : index
    %c = arith.cmpi sge, %j, %c8 : index
    memref.store %a, %m[%i, %j] : memref<8x16xi1>
    memref.store %b, %m[%i, %j] : memref<8x16xi1>
    memref.store %c, %m[%i, %j] : memref<8x16xi1>
  }
  return
}

func.func @forall_mixed(%lb: index, %m: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %l = arith.minui %lb, %c100 : index
  scf.forall (%i) = (%l) to (100) step (3) {
    %a = arith.cmpi ult, %i, %c100 : index
    %b = arith.cmpi sge, %i, %c0 : index
    memref.store %a, %m[%i] : memref<?xi1>
    memref.store %b, %m[%i] : memref<?xi1>
  }
  return
}

func.func @forall_dynamic_step(%s: index, %m: memref<?xi1>) {
  %c10 = arith.constant 10 : index
  scf.forall (%i) = (2) to (10) step (%s) {
    %a = arith.cmpi ult, %i, %c10 : index
    memref.store %a, %m[%i] : memref<?xi1>
  }
  return
}

func.func private @callee(%b: i1) -> i32 {
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  %c3 = arith.constant 3 : i32
  return %c3 : i32
^bb2:
  %c7 = arith.constant 7 : i32
  "test.terminator"(%c7) : (i32) -> ()
}

func.func @caller(%b: i1) -> i32 {
  %r = call @callee(%b) : (i1) -> i32
  return %r : i32
}

func.func @parallel(%m: memref<8x8xi1>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %u = arith.minui %n, %c8 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%c8, %u) step (%c1, %c1) {
    %a = arith.cmpi ult, %i, %c8 : index
    %b = arith.cmpi uge, %j, %c1 : index
    %c = arith.cmpi ult, %j, %c8 : index
    memref.store %a, %m[%i, %j] : memref<8x8xi1>
    memref.store %b, %m[%i, %j] : memref<8x8xi1>
    memref.store %c, %m[%i, %j] : memref<8x8xi1>
  }
  return
}
