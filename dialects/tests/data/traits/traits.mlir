func.func @involution(%x: i32) -> (i32, i32) {
  %0 = "test.op_involution_trait_no_operation_fold"(%x) : (i32) -> i32
  %1 = "test.op_involution_trait_no_operation_fold"(%0) : (i32) -> i32
  %2 = "test.op_involution_trait_no_operation_fold"(%1) : (i32) -> i32
  return %1, %2 : i32, i32
}
func.func @idempotent(%x: i32, %y: i32) -> (i32, i32, i32) {
  %0 = "test.op_idempotent_trait"(%x) : (i32) -> i32
  %1 = "test.op_idempotent_trait"(%0) : (i32) -> i32
  %2 = arith.andi %y, %y : i32
  %3 = arith.ori %x, %x : i32
  return %1, %2, %3 : i32, i32, i32
}
func.func @commutative(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c = arith.constant 3 : i32
  %0 = "test.op_commutative2"(%c, %x) : (i32, i32) -> i32
  %1 = arith.addi %c, %y : i32
  %2 = arith.muli %c, %x : i32
  return %0, %1, %2 : i32, i32, i32
}
