// Inherent attributes written in the attribute dictionary: custom forms let
// the dictionary replace what the op's syntax set, an entry of the wrong
// storage class clears the property (MLIR's setInherentAttr), and the
// generic form's <{...}> wins over the dictionary.
func.func @dict_replaces_custom_value() -> i32 {
  %0 = arith.constant {value = 1 : i32} 2 : i32
  return %0 : i32
}

// -----

func.func @string_is_a_typed_attr() -> i32 {
  %0 = arith.constant {value = "s"} 3 : i32
  return %0 : i32
}

// -----

func.func @array_is_not_a_typed_attr() -> i32 {
  %0 = arith.constant {value = [1]} 3 : i32
  return %0 : i32
}

// -----

func.func @wrong_storage_clears_optional(%a: index) {
  scf.forall (%i) in (%a) {
  } {mapping = 1}
  return
}

// -----

func.func @properties_win_over_dictionary() -> i32 {
  %1 = "arith.constant"() <{value = 3 : i32}> {value = [1]} : () -> i32
  return %1 : i32
}

// -----

func.func @generic_dictionary_checked() -> i32 {
  %1 = "arith.constant"() {value = [1]} : () -> i32
  return %1 : i32
}

// -----

func.func @generic_properties_checked() -> i32 {
  %1 = "arith.constant"() <{value = 1.0 : f32}> {value = 2 : i32} : () -> i32
  return %1 : i32
}

// -----

func.func @generic_wrong_property_storage(%a: index) {
  "scf.forall"(%a) <{mapping = 1, operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @generic_wrong_dictionary_storage_dropped(%a: index) {
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) {mapping = 1} : (index) -> ()
  return
}
