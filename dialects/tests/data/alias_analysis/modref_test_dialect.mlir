// The last two cases of upstream's mlir/test/Analysis/test-alias-analysis-modref.mlir,
// on `test.side_effect_op` (rods' test dialect has it: tested through the pass
// manager in a context with that dialect).

// An op writing to a non-addressable resource cannot modify or reference
// a Value-based (addressable) memory location → NoModRef.
// CHECK-LABEL: Testing : "nonaddressable_write"
// CHECK-DAG: side_effect_op -> func.region0#0: NoModRef
// CHECK-DAG: return -> func.region0#0: NoModRef
func.func @nonaddressable_write(%arg: memref<2xf32>) attributes {test.ptr = "func"} {
  "test.side_effect_op"() {effects = [{effect="write", test_nonaddressable_resource}], test.ptr = "side_effect_op"} : () -> i32
  return {test.ptr = "return"}
}

// -----

// An op writing to an addressable resource (DefaultResource) without an
// associated Value → MayAlias → Mod.
// CHECK-LABEL: Testing : "addressable_write"
// CHECK-DAG: side_effect_op -> func.region0#0: Mod
// CHECK-DAG: return -> func.region0#0: NoModRef
func.func @addressable_write(%arg: memref<2xf32>) attributes {test.ptr = "func"} {
  "test.side_effect_op"() {effects = [{effect="write"}], test.ptr = "side_effect_op"} : () -> i32
  return {test.ptr = "return"}
}
