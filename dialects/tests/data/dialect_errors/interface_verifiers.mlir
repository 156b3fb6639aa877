// Interface verifiers (`.ods`'s `verify`: BranchOpInterface's, then
// WeightedBranchOpInterface's, with the traits, before the op's own); a
// generic `<{...}>` with a key that is no property (dropped, as upstream).
func.func @weights_count(%c: i1) {
  cf.cond_br %c weights([1, 2, 3]), ^a, ^b
^a:
  return
^b:
  return
}
// -----
func.func @weights_all_zero(%c: i1) {
  cf.cond_br %c weights([0, 0]), ^a, ^b
^a:
  return
^b:
  return
}
// -----
func.func @weights_generic(%c: i1) {
  "cf.cond_br"(%c) [^a, ^b] <{branch_weights = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^a:
  return
^b:
  return
}
// -----
func.func @weights_fine(%c: i1) {
  cf.cond_br %c weights([0, 3]), ^a, ^b
^a:
  return
^b:
  return
}
// -----
func.func @successor_operands_before_weights(%c: i1, %x: i32) {
  cf.cond_br %c weights([0, 0]), ^a(%x : i32), ^b
^a:
  return
^b:
  return
}
// -----
func.func @br_type_mismatch(%x: i32) {
  cf.br ^a(%x : i32)
^a(%y: i64):
  return
}
// -----
func.func @switch_operands(%f: i32, %x: i32) {
  cf.switch %f : i32, [
    default: ^a(%x : i32),
    42: ^b(%x : i32)
  ]
^a(%y: i32):
  return
^b:
  return
}
// -----
func.func @generic_unknown_key(%a: i32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>, foo = 1}> : (i32, i32) -> i32
  return
}
